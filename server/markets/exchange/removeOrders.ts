import type { Db } from '../../db/connect';
import { deleteOrder, endWaitingOrder } from '../../repositories/orders';
import { lockUsersInIdOrder } from '../../repositories/users';
import { marketMakerIds } from './marketMakers';
import type { Market } from '../types';
import { bookChanged, bookUnchanged, takeBook, type MarketBook } from './marketBooks';
import { refreshPosition } from './orderPositions';

export type RemovalKind = 'cancelled' | 'lapsed';
/** `refresh: false`: the caller re-reckons the owner's position once after removing several of its orders. */
export interface RemovalOptions {
  forgetUnmatched?: boolean;
  refresh?: boolean;
}

/** Which order to take out: its id and the runner it waits on. */
export interface OrderRef {
  selectionId: number;
  orderId: string;
}

/**
 * Takes what is still unmatched of an order out of the market's book (taken by the caller, who records the
 * change) and releases its liability from the owner's exposure at once. An order that never matched anything
 * is over (void, case "cancelled" or "lapsed"); a partly matched one stays open for its matched part. A market
 * maker's order that never matched (`forgetUnmatched`) is deleted instead: makers re-quote on every price
 * move, and their void rows would grow the bets table without bound. The caller holds the market row and the
 * owner's row. Returns the cents removed: 0 when the order is not waiting.
 */
export async function removeOrderIn(
  trx: Db,
  market: Market,
  book: MarketBook,
  ref: OrderRef,
  kind: RemovalKind,
  at: string,
  options: RemovalOptions = {},
): Promise<number> {
  const { forgetUnmatched = false, refresh = true } = options;
  const removal = book.runner(ref.selectionId).cancel(ref.orderId);
  if (!removal) return 0;
  const { order, sizeRemoved } = removal;
  // A waiting order was never cancelled nor lapsed before: what it matched is its stake less what waited.
  const nothingMatched = order.size === sizeRemoved;
  if (nothingMatched && forgetUnmatched) await deleteOrder(trx, order.orderId);
  else await endWaitingOrder(trx, order.orderId, kind, sizeRemoved, nothingMatched, at);
  if (refresh) await refreshPosition(trx, market, book, order.accountId, at);
  return sizeRemoved;
}

/** The owner's cancel of one order; the caller holds the market row and the owner's row. */
export async function cancelOrderIn(trx: Db, market: Market, ref: OrderRef, at: string): Promise<number> {
  const book = await takeBook(trx, market.marketId);
  const removed = await removeOrderIn(trx, market, book, ref, 'cancelled', at);
  if (removed > 0) await bookChanged(trx, book);
  else bookUnchanged(book);
  return removed;
}

/** `ownersLocked`: the caller already holds every owner's row (a settlement locks everyone it touches at once). */
export interface LapseOptions {
  keepPersistent: boolean;
  ownersLocked?: boolean;
}

/**
 * A suspension or the off (`keepPersistent`: orders marked Keep stay) or the end of betting (every order
 * goes): the waiting orders lapse, their owners locked in id order like every other money transaction.
 */
export async function lapseOrdersIn(
  trx: Db,
  market: Market,
  at: string,
  { keepPersistent, ownersLocked = false }: LapseOptions,
): Promise<number> {
  const book = await takeBook(trx, market.marketId);
  const lapsing = book.waiting().filter(({ order }) => !keepPersistent || order.persistence !== 'persist');
  if (lapsing.length === 0) {
    bookUnchanged(book);
    return 0;
  }
  const makers = new Set(await marketMakerIds(trx));
  if (!ownersLocked)
    await lockUsersInIdOrder(
      trx,
      lapsing.map(({ order }) => order.accountId),
    );
  for (const { selectionId, order } of lapsing) {
    await removeOrderIn(trx, market, book, { selectionId, orderId: order.orderId }, 'lapsed', at, {
      forgetUnmatched: makers.has(order.accountId),
    });
  }
  await bookChanged(trx, book);
  return lapsing.length;
}
