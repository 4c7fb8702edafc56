import { firstValueFrom } from 'rxjs';
import { refreshAccount } from '../account/refreshAccount';
import { apiCall } from '../api/client';
import { notify } from '../core/notifications';
import { refreshBetDetails } from '../sports/betDetailsRefresh';
import { refusalMessage } from './refusalMessage';

/**
 * POST /bet/replace: the unmatched part of an order waits again at `price`. The server's message is shown, and the
 * account and bet lists are refetched (the new price may match at once).
 */
export async function replaceBet(betId: string, price: number): Promise<boolean> {
  const outcome = await firstValueFrom(apiCall('replaceBet', { body: { betId, price } })).then(
    (answer) => ({ ok: answer.status, message: answer.message }),
    (error: unknown) => ({ ok: false, message: refusalMessage(error) }),
  );
  notify({ message: outcome.message, variant: outcome.ok ? 'success' : 'error' });
  refreshAccount();
  refreshBetDetails();
  return outcome.ok;
}
