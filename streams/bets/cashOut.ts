import { firstValueFrom } from 'rxjs';
import { cashOutResponse, type CashOutResponse } from '../../contract/cashOut';
import { strings } from '../../contract/strings';
import { refreshAccount } from '../account/refreshAccount';
import { ApiCallError } from '../api/ApiCallError';
import { apiCall } from '../api/client';
import { notify } from '../core/notifications';
import { refreshBetDetails } from '../sports/betDetailsRefresh';
import { newIdempotencyKey } from './idempotencyKey';
import { refusalMessage } from './refusalMessage';

export interface CashOutOrder {
  matchId: string;
  marketId: string;
  fraction: number;
  /** The value the bettor saw: the server fills at it or better, or refuses with the value now on offer. */
  value: number;
}

export type CashOutOutcome =
  { kind: 'done'; value: number } | { kind: 'changed'; value: number; message: string } | { kind: 'refused'; message: string };

/** A refusal (409) carries the value on offer now when the one asked for is no longer there. */
function refusalOutcome(error: unknown): CashOutOutcome {
  const body = error instanceof ApiCallError ? cashOutResponse.safeParse(error.serverBody) : undefined;
  if (body?.success) return outcomeOf(body.data, 0);
  return { kind: 'refused', message: refusalMessage(error) };
}

function outcomeOf(answer: CashOutResponse, asked: number): CashOutOutcome {
  const value = answer.data?.value;
  if (answer.status) return { kind: 'done', value: value ?? asked };
  if (typeof value === 'number') return { kind: 'changed', value, message: answer.message };
  return { kind: 'refused', message: answer.message };
}

/**
 * POST /bet/cashout with the value shown and an idempotency key (a retry hedges once). Done: a success toast with
 * the locked amount. A changed value is handed back for the bettor to accept; any other refusal is an error toast.
 * Either way the account and the bet lists are refetched (unmatched orders may have been cancelled).
 */
export async function cashOut(order: CashOutOrder): Promise<CashOutOutcome> {
  const body = { ...order, idempotencyKey: newIdempotencyKey() };
  const outcome = await firstValueFrom(apiCall('cashOut', { body })).then((answer) => outcomeOf(answer, order.value), refusalOutcome);
  if (outcome.kind === 'done') notify({ message: strings.cashedOut(outcome.value), variant: 'success' });
  if (outcome.kind === 'refused') notify({ message: outcome.message, variant: 'error' });
  refreshAccount();
  refreshBetDetails();
  return outcome;
}
