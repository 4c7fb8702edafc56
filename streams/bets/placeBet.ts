import { firstValueFrom } from 'rxjs';
import type { BetPayload } from '../../contract/bets';
import { refreshAccount } from '../account/refreshAccount';
import { apiCall } from '../api/client';
import { notify, DEFAULT_TOAST_MS } from '../core/notifications';
import { refreshBetDetails } from '../sports/betDetailsRefresh';
import { newIdempotencyKey } from './idempotencyKey';
import { placedMessage } from './placedMessage';
import { refusalMessage } from './refusalMessage';

export type PlaceBetOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface PlaceBetOptions {
  /** Toast duration: 2 s on the casino tables (CONST-12). */
  toastMs?: number;
}

/**
 * BET-28 BET-29: POST /bet/save2 with an idempotency key (a retry of this call places one bet). On status
 * true the trade list, exposure and user details are refetched and the server's message shown (OPEN-064);
 * otherwise its message is the error. Either way the user's bet lists are refetched.
 */
export async function placeBet(payload: BetPayload, options: PlaceBetOptions = {}): Promise<PlaceBetOutcome> {
  const { toastMs = DEFAULT_TOAST_MS } = options;
  const body = { ...payload, idempotencyKey: payload.idempotencyKey ?? newIdempotencyKey() };
  const outcome = await firstValueFrom(apiCall('placeBet', { body })).then(
    (answer): PlaceBetOutcome => ({ ok: answer.status, message: answer.status ? placedMessage(answer) : answer.message }),
    (error: unknown): PlaceBetOutcome => ({
      ok: false,
      message: refusalMessage(error),
    }),
  );
  if (outcome.ok) {
    refreshAccount();
    if (outcome.message) notify({ message: outcome.message, variant: 'success', autoHideMs: toastMs });
  } else {
    // Our choice overrides MSG-22 on the tables too: a refused bet always says why.
    notify({ message: outcome.message, variant: 'error', autoHideMs: toastMs });
  }
  refreshBetDetails();
  return outcome;
}
