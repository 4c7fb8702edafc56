import { strings } from '../../../contract/strings';
import { ApiError } from '../../errors';
import type { BetRow } from '../../repositories/bets';
import type { UserMoney } from '../../repositories/users';
import { assertAffordable } from '../affordable';
import { addToBook, exposureOfBook, type Book } from '../book';
import type { Market } from '../types';
import type { MarketBook } from './marketBooks';
import { liabilityCents } from './orderMoney';
import { matchedByOrder, newOrderRow, rowAfterPlacement, type Matched, type NewOrder } from './orderParts';
import { spaceOf } from './orderPositions';
import type { Fill, Placement } from './orders';
import { hundredths } from './orderRows';

/** One order's answer: its stored row, or why it was refused (nothing of it stored, the book as before it). */
export type OrderOutcome = { bet: BetRow } | { error: unknown };

/** What placing one order took: its row, its fills, and every order it met with what each matched. */
export interface Placed {
  row: BetRow;
  selectionId: number;
  fills: Fill[];
  matched: Map<string, Matched>;
}

/** What a batch is matched against, read under the market row. */
export interface BatchInput {
  market: Market;
  /** The market's waiting orders; matching changes it in place. */
  book: MarketBook;
  orders: readonly NewOrder[];
  /** The takers' balances and exposure limits. */
  money: ReadonlyMap<string, UserMoney>;
  /** Each taker's exposure on the other markets, in cents. */
  elsewhere: ReadonlyMap<string, number>;
  /** The takers' matched books on this market; matching adds to them in place. */
  matchedBooks: Map<string, Book>;
  at: string;
  newOrderId: () => string;
}

export interface BatchMatch {
  outcomes: OrderOutcome[];
  placed: Placed[];
  /** The users whose position on the market the placed orders change. */
  changed: Set<string>;
  /** What the owners of waiting orders met (not takers, so their matched books are not read yet) gained. */
  laterPieces: Map<string, Matched['pieces']>;
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
    const [waitingAccount, waitingSide] =
      order.side === 'back' ? [fill.layAccountId, 'lay' as const] : [fill.backAccountId, 'back' as const];
    return waitingAccount === userId ? cents + liabilityCents(waitingSide, fill.price, fill.size) : cents;
  }, 0);
  const waitingCents =
    book.unmatchedLiabilityOf(userId) - ownWaitingMet + liabilityCents(order.side, hundredths(order.price), preview.sizeRemaining);
  return elsewhereCents + exposureOfBook(spaceOf(market), pieces.reduce(addToBook, matchedBook)) + waitingCents;
}

/**
 * The matcher over a batch, with no I/O: the orders one after another in the given order, each matched against
 * the book as the orders before it left it, after its owner's balance and exposure limit are checked against
 * what it would do (a preview, OPEN-055 SRV-13: it must be checked here, against the book as it is when the
 * order's turn comes), so a refused order changes nothing. An order sent at the live price only (atBestOnly)
 * must still find that price best on its side.
 */
export function matchBatch(input: BatchInput): BatchMatch {
  const { market, book, money, elsewhere, matchedBooks, at } = input;
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
      if ((order.side === 'back' ? best.availableToBack : best.availableToLay)[0]?.price !== priceHundredths)
        throw new ApiError(409, strings.betRateChanged);
    }
    const takerMoney = money.get(userId);
    if (!takerMoney) throw new ApiError(401, strings.unauthorized);
    const request = {
      orderId: input.newOrderId(),
      accountId: userId,
      side: order.side,
      price: priceHundredths,
      size: order.sizeCents,
      persistence: order.persistence,
    };
    const preview = runner.preview(request);
    const matched = matchedByOrder(preview.fills, selectionId);
    const matchedBook = matchedBooks.get(userId) as Book;
    if (order.cashOutCents === undefined)
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
  const outcomes = input.orders.map((order): OrderOutcome => {
    try {
      return { bet: placeOne(order) };
    } catch (error) {
      return { error };
    }
  });
  return { outcomes, placed, changed, laterPieces };
}
