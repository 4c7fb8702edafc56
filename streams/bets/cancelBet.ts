import { firstValueFrom } from 'rxjs';
import { refreshAccount } from '../account/refreshAccount';
import { apiCall } from '../api/client';
import { notify, DEFAULT_TOAST_MS } from '../core/notifications';
import { refreshBetDetails } from '../sports/betDetailsRefresh';
import { refusalMessage } from './refusalMessage';

/**
 * POST /bet/cancel (our addition) for each order given, one after another; the server's message is
 * shown (the last one), and the account and bet lists are refetched so the released stake shows at once.
 */
export async function cancelBets(betIds: readonly string[]): Promise<boolean> {
  let message = '';
  let ok = true;
  for (const betId of betIds) {
    try {
      message = (await firstValueFrom(apiCall('cancelBet', { body: { betId } }))).message;
    } catch (error) {
      ok = false;
      message = refusalMessage(error);
    }
  }
  notify({ message, variant: ok ? 'success' : 'error', autoHideMs: DEFAULT_TOAST_MS });
  refreshAccount();
  refreshBetDetails();
  return ok;
}
