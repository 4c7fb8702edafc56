import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fill, BookOrder } from '../../../../../server/markets/exchange/orders';
import { RunnerBook } from '../../../../../server/markets/exchange/runnerBook';
import { LADDER } from '../../../../../contract/priceLadder';
import { ReferenceBook } from './referenceBook';

/** A narrow band of the ladder (1.90–2.20) so random orders meet often. */
const PRICES = LADDER.filter((price) => price >= 1.9 && price <= 2.2).map((price) => Math.round(price * 100));
const ACCOUNTS = ['a', 'b', 'c', 'd'];

type Step =
  | { kind: 'place'; side: 'back' | 'lay'; price: number; size: number; accountId: string; persistence: BookOrder['persistence'] }
  | { kind: 'cancel'; pick: number }
  | { kind: 'lapse' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom('back' as const, 'lay' as const),
      price: fc.constantFrom(...PRICES),
      size: fc.integer({ min: 1, max: 5_000 }),
      accountId: fc.constantFrom(...ACCOUNTS),
      persistence: fc.constantFrom('lapse' as const, 'persist' as const, 'cancel' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lapse' as const) }) },
);

interface Run {
  orders: Map<string, BookOrder>;
  fills: Fill[];
  /** Per order: what left it unmatched (cancelled at once, cancelled later, lapsed). */
  removed: Map<string, number>;
  /** Every cancel: the order, what it removed. */
  cancels: { orderId: string; sizeRemoved: number; matchedBefore: number }[];
  /** After every step: best waiting lay and best waiting back. */
  tops: { bestLay?: number; bestBack?: number }[];
  /** Unmatched size still waiting at the end, per order. */
  waiting: Map<string, number>;
}

const matchedOf = (fills: readonly Fill[], orderId: string) =>
  fills.reduce((sum, fill) => (fill.backOrderId === orderId || fill.layOrderId === orderId ? sum + fill.size : sum), 0);

/** Runs the steps through the engine and the naive reference together; they must agree at every step. */
function runBoth(steps: readonly Step[]): Run {
  const book = new RunnerBook();
  const reference = new ReferenceBook();
  const run: Run = { orders: new Map(), fills: [], removed: new Map(), cancels: [], tops: [], waiting: new Map() };
  const remove = (orderId: string, size: number) => run.removed.set(orderId, (run.removed.get(orderId) ?? 0) + size);
  steps.forEach((step, index) => {
    if (step.kind === 'place') {
      const request: BookOrder = { orderId: `o${index}`, ...step };
      run.orders.set(request.orderId, request);
      const before = { levels: book.bestLevels(), orders: book.orders().map((order) => ({ ...order })) };
      const previewed = book.preview(request);
      expect({ levels: book.bestLevels(), orders: book.orders() }).toEqual(before);
      const placed = book.place(request);
      expect(previewed).toEqual(placed);
      const expected = reference.place(request);
      expect(placed.fills).toEqual(expected.fills);
      expect([placed.sizeRemaining, placed.sizeCancelled]).toEqual([expected.rests, expected.cancelled]);
      run.fills.push(...placed.fills);
      if (placed.sizeCancelled > 0) remove(request.orderId, placed.sizeCancelled);
    } else if (step.kind === 'cancel') {
      const ids = [...run.orders.keys()];
      const orderId = ids[step.pick % Math.max(1, ids.length)] ?? 'none';
      const removal = book.cancel(orderId);
      expect(removal?.sizeRemoved ?? 0).toBe(reference.cancel(orderId));
      if (removal) {
        run.cancels.push({ orderId, sizeRemoved: removal.sizeRemoved, matchedBefore: matchedOf(run.fills, orderId) });
        remove(orderId, removal.sizeRemoved);
      }
    } else {
      const lapsed = book.lapse();
      expect(lapsed.map((removal) => removal.order.orderId).sort()).toEqual(reference.lapse().sort());
      lapsed.forEach((removal) => remove(removal.order.orderId, removal.sizeRemoved));
    }
    const levels = book.bestLevels();
    expect(levels.availableToBack).toEqual(reference.levels('lay', 3));
    expect(levels.availableToLay).toEqual(reference.levels('back', 3));
    run.tops.push({ bestLay: levels.availableToBack[0]?.price, bestBack: levels.availableToLay[0]?.price });
    for (const accountId of ACCOUNTS) expect(book.liabilityOf(accountId)).toBe(reference.liabilityOf(accountId));
  });
  for (const order of book.orders()) run.waiting.set(order.orderId, order.remaining);
  return run;
}

const steps = fc.array(stepArbitrary, { minLength: 1, maxLength: 80 });

describe('order book properties over random order sequences', () => {
  it('matches exactly as a naive price-then-time reference book does, fill for fill, level for level, and keeps each account’s waiting liability; a preview is what placing then does, and changes nothing', () => {
    fc.assert(fc.property(steps, (sequence) => void runBoth(sequence)));
  });

  it('is never crossed at rest: every waiting lay is priced below every waiting back', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        for (const { bestLay, bestBack } of runBoth(sequence).tops) {
          if (bestLay !== undefined && bestBack !== undefined) expect(bestLay).toBeLessThan(bestBack);
        }
      }),
    );
  });

  it('backed and laid matched volume agree at every price, and every fill pairs a back order with a lay order', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const run = runBoth(sequence);
        const backed = new Map<number, number>();
        const laid = new Map<number, number>();
        for (const fill of run.fills) {
          expect(run.orders.get(fill.backOrderId)?.side).toBe('back');
          expect(run.orders.get(fill.layOrderId)?.side).toBe('lay');
          backed.set(fill.price, (backed.get(fill.price) ?? 0) + fill.size);
        }
        for (const fill of run.fills) laid.set(fill.price, (laid.get(fill.price) ?? 0) + fill.size);
        expect(laid).toEqual(backed);
      }),
    );
  });

  it('no fill is worse than either order’s limit: a back gets its price or more, a lay its price or less', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const run = runBoth(sequence);
        for (const fill of run.fills) {
          expect(fill.price).toBeGreaterThanOrEqual(run.orders.get(fill.backOrderId)?.price ?? Infinity);
          expect(fill.price).toBeLessThanOrEqual(run.orders.get(fill.layOrderId)?.price ?? -Infinity);
        }
      }),
    );
  });

  it('a cancel removes exactly what was unmatched, and every order’s size is matched, waiting or removed', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const run = runBoth(sequence);
        for (const cancel of run.cancels) {
          const order = run.orders.get(cancel.orderId) as BookOrder;
          const removedBefore = (run.removed.get(cancel.orderId) ?? 0) - cancel.sizeRemoved;
          expect(cancel.sizeRemoved).toBe(order.size - cancel.matchedBefore - removedBefore);
        }
        for (const [orderId, order] of run.orders) {
          expect(matchedOf(run.fills, orderId) + (run.removed.get(orderId) ?? 0) + (run.waiting.get(orderId) ?? 0)).toBe(order.size);
        }
      }),
    );
  });

  it('money is conserved: whichever way the runner goes, what backers win layers lose and no one loses more than they risked', () => {
    fc.assert(
      fc.property(steps, fc.boolean(), (sequence, runnerWins) => {
        const run = runBoth(sequence);
        const result = new Map<string, number>();
        const risked = new Map<string, number>();
        const add = (map: Map<string, number>, account: string, cents: number) => map.set(account, (map.get(account) ?? 0) + cents);
        for (const fill of run.fills) {
          // Worked from the odds, not from the engine's helpers: the backer's winnings are size × (price − 1).
          const winnings = Math.round((fill.size * (fill.price - 100)) / 100);
          add(result, fill.backAccountId, runnerWins ? winnings : -fill.size);
          add(result, fill.layAccountId, runnerWins ? -winnings : fill.size);
          add(risked, fill.backAccountId, fill.size);
          add(risked, fill.layAccountId, winnings);
        }
        expect([...result.values()].reduce((sum, cents) => sum + cents, 0)).toBe(0);
        for (const [account, cents] of result) expect(-cents).toBeLessThanOrEqual(risked.get(account) ?? 0);
      }),
    );
  });
});
