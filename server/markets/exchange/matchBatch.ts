import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import { ApiError } from '../../errors';
import { insertBetRows, type BetRow } from '../../repositories/bets';
import { addMatchToOrder, insertFills } from '../../repositories/orders';
import { lockUsersMoney } from '../../repositories/users';
import { assertAffordable } from '../affordable';
import { addToBook, exposureOfBook, type Book } from '../book';
import type { Market } from '../types';
import { bookChanged, bookUnchanged, takeBook, type MarketBook } from './marketBooks';
import { liabilityCents } from './orderMoney';
import { matchedByOrder, mergeMatched, newOrderRow, rowAfterPlacement, withMatch, type Matched, type NewOrder } from './orderParts';
import { readMatchedBooks, readOwnersPositions, savePositionsOf, spaceOf } from './orderPositions';
import type { Fill, Placement } from './orders';
import { hundredths } from './orderRows';

export type { NewOrder } from './orderParts';

/** One order's answer: its stored row, or why it was refused (nothing of it stored, the book as before it). */
export type OrderOutcome = { bet: BetRow } | { error: unknown };

/** A waiting order the batch matched (one from before it, or one of its own that rested), on its runner. */
interface TouchedOrder extends Matched {
  selectionId: number;
}

/** What placing one order took: its row, its fills, and every order it met with what each matched. */
interface Placed {
  row: BetRow;
  selectionId: number;
  fills: Fill[];
  matched: Map<string, Matched>;
}

/**
 * What the taker's exposure on every market would be after the placement previewed: the other markets', this
 * market's matched book with the new pieces (its own waiting orders met count too), and what still waits.
 */
function exposureAfter(
  market: Market,
  book: MarketBook,
  order: NewOrder,
  preview: Placement,
  matched: Map<string, Matched>,
  matchedBook: Book,
  elsewhereCents: number,
): number {
  const userId = order.user.id;
  const pieces = [...matched.values()].filter((part) => part.accountId === userId).flatMap((part) => part.pieces);
  const ownWaitingMet = preview.fills.reduce((cents, fill) => {
    const [waitingAccount, waitingSide] = order.side === 'back' ? [fill.layAccountId, 'lay' as const] : [fill.backAccountId, 'back' as const];
    return waitingAccount === userId ? cents + liabilityCents(waitingSide, fill.price, fill.size) : cents;
  }, 0);
  const waitingCents = book.unmatchedLiabilityOf(userId) - ownWaitingMet + liabilityCents(order.side, hundredths(order.price), preview.sizeRemaining);
  return elsewhereCents + exposureOfBook(spaceOf(market), pieces.reduce(addToBook, matchedBook)) + waitingCents;
}

/**
 * Matches a batch of orders on one exchange market, one after another in the given order, inside the caller's transaction,
 * which already holds the market row (FOR UPDATE on PostgreSQL, the one writer on SQLite): no other order on
 * the market matches meanwhile. Each order is matched against the book as the orders before it left it, after
 * its owner's balance and exposure limit are checked against what it would do (a preview): a refused order
 * changes nothing. The writes of all of them then go in a few statements: the new orders in one insert, the
 * fills in one, the positions in one, each waiting order met once.
 *
 * Locks: the owners of the new orders, in id order, after the market row, as settlement takes them. The owners
 * of the waiting orders met are not locked: a fill never raises what a waiting order's owner risks (the
 * matched piece risks at most what its unmatched part did), so no balance of theirs needs checking, and their
 * positions on this market are written under the market row.
 */
export async function matchBatchIn(trx: Db, market: Market, orders: readonly NewOrder[], at: string, bookVersion?: string): Promise<OrderOutcome[]> {
  const book = await takeBook(trx, market.marketId, bookVersion);
  const takers = [...new Set(orders.map((order) => order.user.id))].sort();
  const money = await lockUsersMoney(trx, takers);
  const { elsewhere, books: matchedBooks } = await readOwnersPositions(trx, takers, market.marketId);
  /** The users whose position on the market the placed orders change, and their matched books (others' later). */
  const changed = new Set<string>();
  const laterPieces = new Map<string, Matched['pieces']>();
  const placed: Placed[] = [];

  const placeOne = (order: NewOrder): BetRow => {
    const userId = order.user.id;
    const selectionId = order.selection.selectionId;
    const runner = book.runner(selectionId);
    const priceHundredths = hundredths(order.price);
    if (order.atBestOnly) {
      const best = runner.bestLevels(1);
      if ((order.side === 'back' ? best.availableToBack : best.availableToLay)[0]?.price !== priceHundredths) throw new ApiError(409, strings.betRateChanged);
    }
    const takerMoney = money.get(userId);
    if (!takerMoney) throw new ApiError(401, strings.unauthorized);
    const request = { orderId: newId(), accountId: userId, side: order.side, price: priceHundredths, size: order.sizeCents, persistence: order.persistence };
    const preview = runner.preview(request);
    const matched = matchedByOrder(preview.fills, selectionId);
    const matchedBook = matchedBooks.get(userId) as Book;
    assertAffordable(takerMoney, exposureAfter(market, book, order, preview, matched, matchedBook, elsewhere.get(userId) ?? 0));

    const placement = runner.place(request);
    changed.add(userId);
    for (const part of matched.values()) {
      changed.add(part.accountId);
      const known = matchedBooks.get(part.accountId);
      if (known) matchedBooks.set(part.accountId, part.pieces.reduce(addToBook, known));
      else laterPieces.set(part.accountId, [...(laterPieces.get(part.accountId) ?? []), ...part.pieces]);
    }
    const row = rowAfterPlacement(newOrderRow(market, order, request.orderId, at), placement, matched.get(request.orderId));
    placed.push({ row, selectionId, fills: placement.fills, matched });
    return row;
  };
  const outcomes = orders.map((order): OrderOutcome => {
    try {
      return { bet: placeOne(order) };
    } catch (error) {
      return { error };
    }
  });
  if (placed.length === 0) {
    bookUnchanged(book);
    return outcomes;
  }
  const lastSeq = await bookChanged(trx, book, placed.length);
  await writePlaced(trx, market, book, placed, lastSeq, at);
  for (const [userId, stored] of await readMatchedBooks(trx, [...laterPieces.keys()], market.marketId)) {
    matchedBooks.set(userId, (laterPieces.get(userId) ?? []).reduce(addToBook, stored));
  }
  await savePositionsOf(trx, market, book, matchedBooks, changed, at);
  return outcomes;
}

/**
 * Writes what the batch placed: each new order numbered in arrival order, then the waiting orders it met (an
 * order that arrived in this batch and was met later in it is written once, as it ends), then the fills.
 */
async function writePlaced(trx: Db, market: Market, book: MarketBook, placed: readonly Placed[], lastSeq: number, at: string): Promise<void> {
  const newRows = new Map(placed.map((each, index) => [each.row.id, { ...each.row, order_seq: lastSeq - placed.length + 1 + index }]));
  const touched = new Map<string, TouchedOrder>();
  for (const each of placed) {
    for (const [orderId, part] of each.matched) {
      const before = touched.get(orderId);
      if (orderId !== each.row.id) touched.set(orderId, before ? { ...mergeMatched(before, part), selectionId: before.selectionId } : { ...part, selectionId: each.selectionId });
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
