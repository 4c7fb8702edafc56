import type { Db } from '../../db/connect';
import { findPositions, positionsAround, savePositions } from '../../repositories/positions';
import { emptyBook, exposureOfBook, type Book } from '../book';
import type { Market } from '../types';
import type { MarketBook } from './marketBooks';

export const spaceOf = (market: Market) => ({
  kind: market.kind,
  selectionIds: market.selections.map((selection) => selection.selectionId),
});

/** The users' matched books on an exchange market as stored (an empty book for a user without a position). */
export async function readMatchedBooks(trx: Db, userIds: readonly string[], marketId: string): Promise<Map<string, Book>> {
  const stored = userIds.length === 0 ? [] : await findPositions(trx, userIds, marketId);
  const books = new Map(userIds.map((userId) => [userId, emptyBook()]));
  for (const row of stored) books.set(row.user_id, JSON.parse(row.book) as Book);
  return books;
}

/**
 * What an order's owners hold when they place orders on an exchange market: what their open positions reserve
 * on every other market and round (`elsewhere`), and their matched book on this one (`books`), in one read.
 */
export async function readOwnersPositions(
  trx: Db,
  userIds: readonly string[],
  marketId: string,
): Promise<{ elsewhere: Map<string, number>; books: Map<string, Book> }> {
  const elsewhere = new Map<string, number>();
  const books = new Map(userIds.map((userId) => [userId, emptyBook()]));
  for (const row of userIds.length === 0 ? [] : await positionsAround(trx, userIds, marketId)) {
    if (row.market_id === marketId && row.round_id === '') books.set(row.user_id, JSON.parse(row.book) as Book);
    else elsewhere.set(row.user_id, (elsewhere.get(row.user_id) ?? 0) + Number(row.exposure_cents));
  }
  return { elsewhere, books };
}

/**
 * Saves the positions of `userIds` on the market in one statement: each its matched book (`books`) netted
 * across runners (worst outcome), plus the liability of every order of theirs still waiting in the book.
 */
export async function savePositionsOf(
  trx: Db,
  market: Market,
  orders: MarketBook,
  books: ReadonlyMap<string, Book>,
  userIds: Iterable<string>,
  at: string,
): Promise<void> {
  const rows = [...userIds].map((userId) => {
    const book = books.get(userId) ?? emptyBook();
    const unmatchedCents = orders.unmatchedLiabilityOf(userId);
    const exposureCents = exposureOfBook(spaceOf(market), book) + unmatchedCents;
    return {
      user_id: userId,
      market_id: market.marketId,
      round_id: '',
      book: JSON.stringify(book),
      exposure_cents: exposureCents,
      unmatched_cents: unmatchedCents,
      open: 1 as const,
      updated_at: at,
    };
  });
  if (rows.length > 0) await savePositions(trx, rows);
}

/** Re-reckons one user's position on an exchange market after their waiting orders changed (nothing newly matched). */
export async function refreshPosition(trx: Db, market: Market, orders: MarketBook, userId: string, at: string): Promise<void> {
  await savePositionsOf(trx, market, orders, await readMatchedBooks(trx, [userId], market.marketId), [userId], at);
}
