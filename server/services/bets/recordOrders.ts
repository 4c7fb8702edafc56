import type { OddsBetPayload } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { isoAt, type Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { isOnLadder } from '../../markets/exchange/ladder';
import { ApiError } from '../../errors';
import { PERSISTENCE_OF_WIRE } from '../../markets/exchange/orderRows';
import { placeOrdersIn, type NewOrder, type OrderOutcome } from '../../markets/exchange/placeOrders';
import { marketOfRow } from '../../markets/rows';
import { betKey, findBetsByKeys, type BetRow } from '../../repositories/bets';
import { lockMarketRow } from '../../repositories/markets';
import type { UserRow } from '../../repositories/users';
import { checkBetAgainst, type BetRules } from './checkBet';
import { firstAnswer } from './idempotency';

/** An exchange order as the bettor sent it, with the rules it is checked against (read before the market is held). */
export interface OrderRequest {
  user: UserRow;
  payload: OddsBetPayload;
  marketId: string;
  idempotencyKey: string | null;
  rules: BetRules;
}

/** An order's answer, or `again`: a second order under the key of an earlier one of the batch that was refused, to run anew. */
export type RequestOutcome = OrderOutcome | { again: true };

function orderOf(request: OrderRequest, selection: NewOrder['selection'], at: number): NewOrder {
  const { user, payload } = request;
  if (!isOnLadder(payload.oddsReq) || payload.oddsReq <= 1) throw new ApiError(400, strings.betPriceNotOnLadder);
  return {
    user,
    selection,
    side: payload.type,
    price: payload.oddsReq,
    sizeCents: payload.stake * 100,
    persistence: payload.persistence ? PERSISTENCE_OF_WIRE[payload.persistence] : 'lapse',
    idempotencyKey: request.idempotencyKey,
    // The server's clock at acceptance, as for every bet (issue 15).
    placeTime: isoAt(at),
    marketType: payload.markettype,
    atBestOnly: payload.persistence === undefined,
  };
}

/**
 * Issue 18: Match Odds bets of one market are orders in its book, taken in arrival order inside the caller's
 * transaction. The market row is held first (FOR UPDATE on PostgreSQL; SQLite has one writer), so orders on
 * a market match one at a time in every process. Each is answered as a retry when its key already placed a
 * bet, checked against the market as it stands (OPEN-055), then placed (placeOrdersIn). A second order under
 * the key of an earlier one of the batch (a client's retry sent at once) gets that one's answer, or runs anew
 * should that one be refused.
 */
export async function recordOrders(trx: Db, now: Clock, marketId: string, requests: readonly OrderRequest[]): Promise<RequestOutcome[]> {
  const row = await lockMarketRow(trx, marketId);
  const keyed = requests.flatMap((request) => (request.idempotencyKey ? [{ userId: request.user.id, key: request.idempotencyKey }] : []));
  const earlier = await findBetsByKeys(trx, keyed);
  const at = now();
  const market = row && marketOfRow(row);
  const outcomes: RequestOutcome[] = [];
  const toPlace: { index: number; order: NewOrder }[] = [];
  /** The index of the first order of the batch under each key, and the later ones under a key taken (retries). */
  const firstOfKey = new Map<string, number>();
  const retries: { index: number; first: number; payload: OddsBetPayload }[] = [];
  requests.forEach((request, index) => {
    const key = request.idempotencyKey && betKey(request.user.id, request.idempotencyKey);
    const first = key ? firstOfKey.get(key) : undefined;
    if (first !== undefined) {
      retries.push({ index, first, payload: request.payload });
      return void (outcomes[index] = { again: true });
    }
    if (key) firstOfKey.set(key, index);
    try {
      const stored: BetRow | undefined = key ? earlier.get(key) : undefined;
      if (stored) return void (outcomes[index] = { bet: firstAnswer(stored, request.payload, marketId) });
      const { selection } = checkBetAgainst(request.payload, market, request.rules, at);
      toPlace.push({ index, order: orderOf(request, selection, at) });
    } catch (error) {
      outcomes[index] = { error };
    }
  });
  if (market && toPlace.length > 0) {
    const placed = await placeOrdersIn(trx, market, toPlace.map((each) => each.order), isoAt(at), row.book_version);
    toPlace.forEach((each, position) => (outcomes[each.index] = placed[position] as OrderOutcome));
  }
  for (const { index, first, payload } of retries) {
    const answer = outcomes[first];
    if (!answer || !('bet' in answer)) continue;
    try {
      outcomes[index] = { bet: firstAnswer(answer.bet, payload, marketId) };
    } catch (error) {
      outcomes[index] = { error };
    }
  }
  return outcomes;
}
