import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import { addMatchToOrder, insertFills } from '../../repositories/orders';
import { insertBetRows } from '../../repositories/bets';
import type { Market } from '../types';
import type { MarketBook } from './marketBooks';
import type { Placed } from './matchBatch';
import { mergeMatched, withMatch, type Matched } from './orderParts';

/** A waiting order the batch matched (one from before it, or one of its own that rested), on its runner. */
interface TouchedOrder extends Matched {
  selectionId: number;
}

/**
 * Writes what the batch placed: each new order numbered in arrival order, then the waiting orders it met (an
 * order that arrived in this batch and was met later in it is written once, as it ends), then the fills.
 */
export async function writeBatch(
  trx: Db,
  market: Market,
  book: MarketBook,
  placed: readonly Placed[],
  lastSeq: number,
  at: string,
): Promise<void> {
  const newRows = new Map(placed.map((each, index) => [each.row.id, { ...each.row, order_seq: lastSeq - placed.length + 1 + index }]));
  const touched = new Map<string, TouchedOrder>();
  for (const each of placed) {
    for (const [orderId, part] of each.matched) {
      const before = touched.get(orderId);
      if (orderId !== each.row.id)
        touched.set(
          orderId,
          before ? { ...mergeMatched(before, part), selectionId: before.selectionId } : { ...part, selectionId: each.selectionId },
        );
    }
  }
  for (const [orderId, part] of touched) {
    const remaining = book.runner(part.selectionId).order(orderId)?.remaining ?? 0;
    const row = newRows.get(orderId);
    if (row) newRows.set(orderId, withMatch(row, part, remaining));
    else await addMatchToOrder(trx, orderId, part, remaining);
  }
  await insertBetRows(trx, [...newRows.values()]);
  await insertFills(
    trx,
    placed.flatMap((each) =>
      each.fills.map((fill) => ({
        id: newId(),
        market_id: market.marketId,
        selection_id: each.selectionId,
        back_bet_id: fill.backOrderId,
        lay_bet_id: fill.layOrderId,
        back_user_id: fill.backAccountId,
        lay_user_id: fill.layAccountId,
        price: fill.price / 100,
        size_cents: fill.size,
        created_at: at,
      })),
    ),
  );
}
