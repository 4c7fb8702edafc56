import { firstValueFrom } from 'rxjs';
import { refreshAccount } from '../account/refreshAccount';
import { apiCall } from '../api/client';
import { ApiCallError } from '../api/ApiCallError';
import { errorMessage } from '../core/result';
import { notify, DEFAULT_TOAST_MS } from '../core/notifications';
import { refreshBetDetails } from '../sports/betDetailsRefresh';

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
      message = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : errorMessage(error);
    }
  }
  notify({ message, variant: ok ? 'success' : 'error', autoHideMs: DEFAULT_TOAST_MS });
  refreshAccount();
  refreshBetDetails();
  return ok;
}
