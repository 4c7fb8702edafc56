import type { BetPayload } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { betKey, findBetByKey, findBetsByKeys, type BetRow } from '../../repositories/bets';
import type { BetRequest } from './betRequest';

/** Whether the stored bet is what this payload asks for, at the price it names: a retry of the same bet. */
function isSameBet(bet: BetRow, payload: BetPayload, marketId: string): boolean {
  const price =
    payload.markettype === 'FANCY'
      ? Number(bet.price) === payload.price && Number(bet.size) === payload.size
      : Number(bet.odds_req) === payload.oddsReq;
  return (
    price &&
    bet.market_id === marketId &&
    bet.market_type === payload.markettype &&
    Number(bet.selection_id) === payload.selectionId &&
    bet.type === payload.type &&
    Number(bet.stake_cents) === payload.stake * 100 &&
    (payload.markettype !== 'Casino' || bet.round_id === payload.roundId)
  );
}

/**
 * Idempotency, decided here: a user's idempotency key names one bet. A bet sent again under a key that already
 * placed one (a retry, a double click) gets that bet's answer, or 422 when it asks for another bet. It is asked
 * where the bet is taken (the house bet's transaction, the exchange batch's), under the market row, which is
 * what counts; before the delay too, so a retry of a stored bet is answered at once. Two sends of one key in
 * flight at once meet in heldBets.ts (during the delay) or in one batch (keysInBatch).
 */
export function firstAnswer(bet: BetRow, payload: BetPayload, marketId: string): BetRow {
  if (!isSameBet(bet, payload, marketId)) throw new ApiError(422, strings.betKeyReused);
  return bet;
}

/** The first answer when the request's key already placed a bet; undefined for a new bet. */
export async function earlierBet(db: Db, request: BetRequest): Promise<BetRow | undefined> {
  const bet = request.idempotencyKey ? await findBetByKey(db, request.user.id, request.idempotencyKey) : undefined;
  return bet && firstAnswer(bet, request.payload, request.marketId);
}

/** What an order of a batch is under its key: a bet stored before, a repeat of an earlier order of the batch, or new. */
export type KeyInBatch = { stored: BetRow } | { repeats: number } | { isNew: true };

/** Reads the bets the batch's keys already placed and finds the repeats within the batch (a retry sent at once). */
export async function keysInBatch(trx: Db, requests: readonly BetRequest[]): Promise<KeyInBatch[]> {
  const keyOf = (request: BetRequest) => request.idempotencyKey && betKey(request.user.id, request.idempotencyKey);
  const keyed = requests.flatMap((request) => (request.idempotencyKey ? [{ userId: request.user.id, key: request.idempotencyKey }] : []));
  const stored = await findBetsByKeys(trx, keyed);
  const firstOfKey = new Map<string, number>();
  return requests.map((request, index): KeyInBatch => {
    const key = keyOf(request);
    if (!key) return { isNew: true };
    const first = firstOfKey.get(key);
    if (first !== undefined) return { repeats: first };
    firstOfKey.set(key, index);
    const bet = stored.get(key);
    return bet ? { stored: bet } : { isNew: true };
  });
}
