import type { LadderLevel, PositionRunner } from '../../../contract/cashOut';
import { fromCents } from '../../money';
import { bookValue, type Book } from '../book';
import type { Market } from '../types';
import type { MarketBook } from './marketBooks';
import type { OrderSide, RestingOrder } from './orders';

/**
 * One side of a runner's ladder as another bettor can take it, in currency units, best first: the waiting
 * orders of `side` (lays: the prices to back at, highest first; backs: the prices to lay at, lowest first),
 * `excluded`'s own orders left out (nobody trades with themselves).
 */
function ladderOf(orders: readonly RestingOrder[], side: OrderSide, excluded: string): LadderLevel[] {
  const sizes = new Map<number, number>();
  for (const order of orders)
    if (order.side === side && order.accountId !== excluded) sizes.set(order.price, (sizes.get(order.price) ?? 0) + order.remaining);
  return [...sizes]
    .sort(([a], [b]) => (side === 'lay' ? b - a : a - b))
    .map(([price, size]) => ({ price: price / 100, size: fromCents(size) }));
}

/**
 * A bettor's matched position on an exchange market, runner by runner, as the cash-out engine reads it: the
 * profit if the runner wins (from the matched book settlement reads) and the ladder the book offers now.
 */
export function positionRunnersOf(market: Market, book: MarketBook, matched: Book, userId: string): PositionRunner[] {
  return market.selections.map(({ selectionId }) => {
    const orders = book.runner(selectionId).orders();
    return {
      selectionId,
      profit: fromCents(bookValue(matched, [selectionId])),
      toBack: ladderOf(orders, 'lay', userId),
      toLay: ladderOf(orders, 'back', userId),
    };
  });
}
