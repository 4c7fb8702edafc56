import type { Clock } from '../../clock';
import { isoAt } from '../../clock';
import type { Db } from '../../db/connect';
import { tickDown, tickUp } from '../../engines/sports/ladder';
import type { BetRow } from '../../repositories/bets';
import { waitingOrdersOf } from '../../repositories/orders';
import { lockUser } from '../../repositories/users';
import type { Market, SelectionPrice } from '../types';
import { marketMakerOf } from './marketMakers';
import { hundredths } from './orderRows';
import type { Side } from './orders';
import { placeOrderIn } from './placeOrder';
import { removeOrderIn } from './removeOrders';

/** The market maker's size at the best level when the model names none, in currency units. */
export const DEFAULT_QUOTE_SIZE = 1_000;
/** Three levels each side; deeper levels carry less, as on the simulated ladder before. */
const LEVEL_SHARES = [1, 0.78, 0.56] as const;

interface Quote {
  side: Side;
  price: number;
  sizeCents: number;
}

/**
 * What the market maker wants waiting on a runner: lays at the model's back price and two ticks below (what
 * bettors can back at), backs at its lay price and two ticks above (what they can lay at).
 */
export function quotesOf(selection: SelectionPrice): Quote[] {
  const sizeCents = (level: number) => Math.round((selection.quoteSize ?? DEFAULT_QUOTE_SIZE) * (LEVEL_SHARES[level] ?? 0) * 100);
  const side = (kind: Side, best: number | null, step: (price: number, ticks: number) => number): Quote[] =>
    best === null || best <= 1 ? [] : LEVEL_SHARES.map((_, level) => ({ side: kind, price: level === 0 ? best : step(best, level), sizeCents: sizeCents(level) }));
  const quotes = [...side('lay', selection.back, tickDown), ...side('back', selection.lay, tickUp)];
  return quotes.filter((quote, index) => quotes.findIndex((other) => other.side === quote.side && other.price === quote.price) === index);
}

/** The maker's orders already say exactly this: same prices and sizes, none touched by a fill. */
const alreadyQuoted = (mine: readonly BetRow[], wanted: readonly Quote[]): boolean =>
  mine.length === wanted.length &&
  wanted.every((quote) =>
    mine.some(
      (row) =>
        row.type === quote.side &&
        hundredths(row.price) === hundredths(quote.price) &&
        Number(row.stake_cents) === quote.sizeCents &&
        Number(row.size_remaining_cents) === quote.sizeCents,
    ),
  );

/**
 * The sport's market maker re-quotes an open exchange market: on every runner whose quotes moved with the
 * model or were (partly) matched, it cancels its waiting orders and places the new ones, as ordinary orders
 * through the same matching as every bettor's. The caller holds the market row.
 */
export async function requoteIn(trx: Db, now: Clock, market: Market): Promise<number> {
  if (market.kind !== 'matchOdds' || market.status !== 'open') return 0;
  const maker = await marketMakerOf(trx, now, market.sportsName);
  const waiting = await waitingOrdersOf(trx, market.marketId);
  const at = isoAt(now());
  let placed = 0;
  for (const selection of market.selections) {
    const wanted = quotesOf(selection);
    const mine = waiting.filter((row) => row.user_id === maker.id && Number(row.selection_id) === selection.selectionId);
    if (alreadyQuoted(mine, wanted)) continue;
    await lockUser(trx, maker.id);
    for (const row of mine) await removeOrderIn(trx, market, row, 'cancelled', at);
    for (const quote of wanted) {
      await placeOrderIn(
        trx,
        market,
        { user: maker, selection, ...quote, persistence: 'lapse', idempotencyKey: null, placeTime: at, marketType: 'Match Odds', atBestOnly: false },
        at,
      );
      placed += 1;
    }
  }
  return placed;
}
