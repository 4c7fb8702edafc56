import type { Clock } from '../../clock';
import { isoAt } from '../../clock';
import type { Db } from '../../db/connect';
import { tickDown, tickUp } from '../../../contract/priceLadder';
import { ApiError } from '../../errors';
import { lockUser } from '../../repositories/users';
import type { Market, SelectionPrice } from '../types';
import { marketMakerOf } from './marketMakers';
import { bookChanged, bookUnchanged, takeBook } from './marketBooks';
import { hundredths } from './orderRows';
import type { RestingOrder, OrderSide } from './orders';
import { bookBatchIn } from './bookBatch';
import { refreshPosition } from './orderPositions';
import { removeOrderIn } from './removeOrders';

/** The market maker's size at the best level when the model names none, in currency units. */
export const DEFAULT_QUOTE_SIZE = 1_000;
/** Three levels each side; deeper levels carry less, as on the simulated ladder before. */
const LEVEL_SHARES = [1, 0.78, 0.56] as const;

interface Quote {
  side: OrderSide;
  price: number;
  sizeCents: number;
}

/**
 * What the market maker wants waiting on a runner: lays at the model's back price and two ticks below (what
 * bettors can back at), backs at its lay price and two ticks above (what they can lay at).
 */
export function quotesOf(selection: SelectionPrice): Quote[] {
  const sizeCents = (level: number) => Math.round((selection.quoteSize ?? DEFAULT_QUOTE_SIZE) * (LEVEL_SHARES[level] ?? 0) * 100);
  const side = (kind: OrderSide, best: number | null, step: (price: number, ticks: number) => number): Quote[] =>
    best === null || best <= 1
      ? []
      : LEVEL_SHARES.map((_, level) => ({ side: kind, price: level === 0 ? best : step(best, level), sizeCents: sizeCents(level) }));
  const quotes = [...side('lay', selection.back, tickDown), ...side('back', selection.lay, tickUp)];
  return quotes.filter((quote, index) => quotes.findIndex((other) => other.side === quote.side && other.price === quote.price) === index);
}

/** A waiting maker order that already says this quote: same side, price and size, untouched by any fill. */
const says = (order: Readonly<RestingOrder>, quote: Quote): boolean =>
  order.side === quote.side &&
  order.price === hundredths(quote.price) &&
  order.size === quote.sizeCents &&
  order.remaining === quote.sizeCents;

/**
 * The sport's market maker re-quotes an open exchange market: it cancels its waiting orders that no longer say
 * a wanted quote (the model moved, or a fill touched them), on every runner, then places the quotes missing
 * as ordinary orders through the same matching as every bettor's. The caller holds the market row.
 */
export async function requoteIn(trx: Db, now: Clock, market: Market): Promise<number> {
  if (market.kind !== 'matchOdds' || market.status !== 'open') return 0;
  const maker = await marketMakerOf(trx, now, market.sportsName);
  const at = isoAt(now());
  const book = await takeBook(trx, market.marketId);
  const plans = market.selections.map((selection) => {
    const wanted = quotesOf(selection);
    const mine = [...book.runner(selection.selectionId).ordersOf(maker.id)];
    return {
      selection,
      stale: mine.filter((order) => !wanted.some((quote) => says(order, quote))),
      missing: wanted.filter((quote) => !mine.some((order) => says(order, quote))),
    };
  });
  if (plans.every((plan) => plan.stale.length === 0 && plan.missing.length === 0)) {
    bookUnchanged(book);
    return 0;
  }
  // Only the maker's money changes hands here; the owners of the orders its quotes meet risk no more (bookBatchIn).
  await lockUser(trx, maker.id);
  const stale = plans.flatMap((plan) => plan.stale.map((order) => ({ selectionId: plan.selection.selectionId, orderId: order.orderId })));
  for (const ref of stale) await removeOrderIn(trx, market, book, ref, 'cancelled', at, { forgetUnmatched: true, refresh: false });
  if (stale.length > 0) {
    await refreshPosition(trx, market, book, maker.id, at);
    await bookChanged(trx, book);
  } else bookUnchanged(book);
  const orders = plans.flatMap(({ selection, missing }) =>
    missing.map((quote) => ({
      user: maker,
      selection,
      ...quote,
      persistence: 'lapse' as const,
      idempotencyKey: null,
      placeTime: at,
      marketType: 'Match Odds',
      atBestOnly: false,
    })),
  );
  if (orders.length === 0) return 0;
  // A quote the maker cannot afford (balance, exposure limit) is skipped, like any bettor's refused order: the rest stand.
  const outcomes = await bookBatchIn(trx, market, orders, at);
  for (const outcome of outcomes)
    if ('error' in outcome && !(outcome.error instanceof ApiError && outcome.error.statusCode < 500)) throw outcome.error;
  return outcomes.filter((outcome) => 'bet' in outcome).length;
}
