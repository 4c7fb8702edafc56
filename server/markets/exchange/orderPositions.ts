import type { Db } from '../../db/connect';
import { findPosition, savePosition } from '../../repositories/positions';
import { addToBook, emptyBook, exposureOfBook, type Book, type BookBet } from '../book';
import type { Market } from '../types';
import type { MarketBook } from './marketBooks';

const spaceOf = (market: Market) => ({ kind: market.kind, selectionIds: market.selections.map((selection) => selection.selectionId) });

/**
 * Re-reckons a user's position on an exchange market after its orders changed: the matched bets netted
 * across runners (worst outcome), plus the liability of every order still waiting in the market's book as it
 * now stands. Returns the exposure.
 */
export async function refreshPosition(
  trx: Db,
  market: Market,
  orders: MarketBook,
  userId: string,
  matched: readonly BookBet[],
  at: string,
): Promise<number> {
  const stored = await findPosition(trx, userId, market.marketId);
  const book = matched.reduce(addToBook, stored ? (JSON.parse(stored.book) as Book) : emptyBook());
  const unmatchedCents = orders.unmatchedLiabilityOf(userId);
  const exposureCents = exposureOfBook(spaceOf(market), book) + unmatchedCents;
  await savePosition(trx, {
    user_id: userId,
    market_id: market.marketId,
    round_id: '',
    book: JSON.stringify(book),
    exposure_cents: exposureCents,
    unmatched_cents: unmatchedCents,
    open: 1,
    updated_at: at,
  });
  return exposureCents;
}
