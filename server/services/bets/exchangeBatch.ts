import { strings } from '../../../contract/strings';
import { isoAt, type Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { isOnLadder } from '../../../contract/priceLadder';
import { bookBatchIn } from '../../markets/exchange/bookBatch';
import type { OrderOutcome } from '../../markets/exchange/matchBatch';
import type { NewOrder } from '../../markets/exchange/orderParts';
import { PERSISTENCE_OF_WIRE } from '../../markets/exchange/orderRows';
import { marketOfRow } from '../../markets/rows';
import { lockMarketRow } from '../../repositories/markets';
import type { ExchangeOrder } from './betRequest';
import { checkBetAgainst } from './checkBet';
import { firstAnswer, keysInBatch } from './idempotency';

/** An order's answer, or `again`: a repeat of an earlier order of the batch under its key that was refused, to run anew. */
export type BatchOutcome = OrderOutcome | { again: true };

function newOrderOf(order: ExchangeOrder, selection: NewOrder['selection'], at: number): NewOrder {
  const { user, payload } = order;
  if (!isOnLadder(payload.oddsReq) || payload.oddsReq <= 1) throw new ApiError(400, strings.betPriceNotOnLadder);
  return {
    user,
    selection,
    side: payload.type,
    price: payload.oddsReq,
    sizeCents: payload.stake * 100,
    persistence: payload.persistence ? PERSISTENCE_OF_WIRE[payload.persistence] : 'lapse',
    idempotencyKey: order.idempotencyKey,
    // The server's clock at acceptance, as for every bet.
    placeTime: isoAt(at),
    marketType: payload.markettype,
    atBestOnly: payload.persistence === undefined,
  };
}

/**
 * One batch of a market's exchange orders, in arrival order, inside the caller's transaction. The market row
 * is held first (FOR UPDATE on PostgreSQL; SQLite has one writer), so orders on a market match one batch at a
 * time in every process. Then, under it, each order's key is looked up (idempotency.ts: a retry gets the first
 * answer), and the order is checked against the market as it stands and the rules read before it was queued
 * (OPEN-055: what changed during the delay or the wait in the queue counts) and against the price ladder. The
 * orders that pass are matched and written together (bookBatchIn). A repeat within the batch gets its first
 * order's answer, or runs anew should that one be refused.
 */
export async function runExchangeBatch(trx: Db, now: Clock, marketId: string, orders: readonly ExchangeOrder[]): Promise<BatchOutcome[]> {
  const row = await lockMarketRow(trx, marketId);
  const keys = await keysInBatch(trx, orders);
  const at = now();
  const market = row && marketOfRow(row);
  const outcomes: BatchOutcome[] = [];
  const toMatch: { index: number; order: NewOrder }[] = [];
  orders.forEach((order, index) => {
    const key = keys[index];
    if (key && 'repeats' in key) return void (outcomes[index] = { again: true });
    try {
      if (key && 'stored' in key) return void (outcomes[index] = { bet: firstAnswer(key.stored, order.payload, marketId) });
      const { selection } = checkBetAgainst(order.payload, market, order.rules, at);
      toMatch.push({ index, order: newOrderOf(order, selection, at) });
    } catch (error) {
      outcomes[index] = { error };
    }
  });
  if (market && toMatch.length > 0) {
    const matched = await bookBatchIn(
      trx,
      market,
      toMatch.map((each) => each.order),
      isoAt(at),
      row.book_version,
    );
    toMatch.forEach((each, position) => (outcomes[each.index] = matched[position] as OrderOutcome));
  }
  orders.forEach((order, index) => {
    const key = keys[index];
    const answer = key && 'repeats' in key ? outcomes[key.repeats] : undefined;
    if (!answer || !('bet' in answer)) return;
    try {
      outcomes[index] = { bet: firstAnswer(answer.bet, order.payload, marketId) };
    } catch (error) {
      outcomes[index] = { error };
    }
  });
  return outcomes;
}
