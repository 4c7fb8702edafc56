import type { Db } from '../../db/connect';
import { findPositions, savePositions } from '../../repositories/positions';
import { addToBook, emptyBook, exposureOfBook, type Book, type BookBet } from '../book';
import type { Market } from '../types';
import type { MarketBook } from './marketBooks';

const spaceOf = (market: Market) => ({ kind: market.kind, selectionIds: market.selections.map((selection) => selection.selectionId) });

/**
 * Re-reckons users' positions on an exchange market after their orders changed: the matched bets (`matched`:
 * each user's new pieces) netted across runners (worst outcome), plus the liability of every order still
 * waiting in the market's book as it now stands. One read and one write for all of them; returns each exposure.
 */
export async function refreshPositions(
  trx: Db,
  market: Market,
  orders: MarketBook,
  matched: ReadonlyMap<string, readonly BookBet[]>,
  at: string,
): Promise<Map<string, number>> {
  const userIds = [...matched.keys()];
  const stored = new Map((await findPositions(trx, userIds, market.marketId)).map((row) => [row.user_id, JSON.parse(row.book) as Book]));
  const exposures = new Map<string, number>();
  const rows = userIds.map((userId) => {
    const book = (matched.get(userId) ?? []).reduce(addToBook, stored.get(userId) ?? emptyBook());
    const unmatchedCents = orders.unmatchedLiabilityOf(userId);
    const exposureCents = exposureOfBook(spaceOf(market), book) + unmatchedCents;
    exposures.set(userId, exposureCents);
    return { user_id: userId, market_id: market.marketId, round_id: '', book: JSON.stringify(book), exposure_cents: exposureCents, unmatched_cents: unmatchedCents, open: 1 as const, updated_at: at };
  });
  if (rows.length > 0) await savePositions(trx, rows);
  return exposures;
}

/** refreshPositions for one user whose waiting orders changed (nothing newly matched). */
export async function refreshPosition(trx: Db, market: Market, orders: MarketBook, userId: string, at: string): Promise<void> {
  await refreshPositions(trx, market, orders, new Map([[userId, []]]), at);
}
