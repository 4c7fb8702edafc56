import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import { lockUsersMoney } from '../../repositories/users';
import { addToBook } from '../book';
import type { Market } from '../types';
import { bookChanged, bookUnchanged, takeBook } from './marketBooks';
import { matchBatch, type OrderOutcome } from './matchBatch';
import type { NewOrder } from './orderParts';
import { readMatchedBooks, readOwnersPositions, savePositionsOf } from './orderPositions';
import { writeBatch } from './writeBatch';

/**
 * A batch of orders on one exchange market, inside the caller's transaction, which already holds the market row
 * (FOR UPDATE on PostgreSQL, the one writer on SQLite): no other order on the market matches meanwhile. Reads
 * the book and the takers' money and positions, matches the batch (matchBatch, no I/O), then writes what it
 * did in a few statements (writeBatch, savePositionsOf): the new orders in one insert, the fills in one, the
 * positions in one, each waiting order met once.
 *
 * Locks: the owners of the new orders, in id order, after the market row, as settlement takes them. The owners
 * of the waiting orders met are not locked: a fill never raises what a waiting order's owner risks (the
 * matched piece risks at most what its unmatched part did), so no balance of theirs needs checking, and their
 * positions on this market are written under the market row.
 */
export async function bookBatchIn(
  trx: Db,
  market: Market,
  orders: readonly NewOrder[],
  at: string,
  bookVersion?: string,
): Promise<OrderOutcome[]> {
  const book = await takeBook(trx, market.marketId, bookVersion);
  const takers = [...new Set(orders.map((order) => order.user.id))].sort();
  const money = await lockUsersMoney(trx, takers);
  const { elsewhere, books: matchedBooks } = await readOwnersPositions(trx, takers, market.marketId);
  const { outcomes, placed, changed, laterPieces } = matchBatch({
    market,
    book,
    orders,
    money,
    elsewhere,
    matchedBooks,
    at,
    newOrderId: newId,
  });
  if (placed.length === 0) {
    bookUnchanged(book);
    return outcomes;
  }
  const lastSeq = await bookChanged(trx, book, placed.length);
  await writeBatch(trx, market, book, placed, lastSeq, at);
  for (const [userId, stored] of await readMatchedBooks(trx, [...laterPieces.keys()], market.marketId)) {
    matchedBooks.set(userId, (laterPieces.get(userId) ?? []).reduce(addToBook, stored));
  }
  await savePositionsOf(trx, market, book, matchedBooks, changed, at);
  return outcomes;
}
