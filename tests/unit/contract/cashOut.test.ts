import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchedProfits, placedHedges, quoteCashOut, type LadderLevel, type PositionRunner } from '../../../contract/cashOut';

const deep = (price: number): LadderLevel[] => [{ price, size: 100_000 }];
const runner = (selectionId: number, profit: number, back: number | null, lay: number | null): PositionRunner => ({
  selectionId,
  profit,
  toBack: back === null ? [] : deep(back),
  toLay: lay === null ? [] : deep(lay),
});

describe('cash out: the worked examples', () => {
  it('a back of 10 at 3.0 on A in A 2.0/2.02, B 3.5/3.6, C 5.0/5.2 backs 8.57 on B and 6.00 on C, locking +5.43', () => {
    const quote = quoteCashOut([runner(1, 20, 2.0, 2.02), runner(2, -10, 3.5, 3.6), runner(3, -10, 5.0, 5.2)], 0);
    expect(quote.available).toBe(true);
    if (!quote.available) return;
    expect(quote.value).toBe(5.43);
    expect(quote.hedges.map((h) => [h.selectionId, h.side, Number(h.stake.toFixed(2)), h.averagePrice])).toEqual([
      [2, 'back', 8.57, 3.5],
      [3, 'back', 6, 5.0],
    ]);
  });

  it('laying A alone in that market would lock only +4.85, so the engine does not choose it', () => {
    // The lay of A alone: (20 + 10) / 2.02 = 14.85 laid, 14.85 − 10 = +4.85 on every runner.
    const layOnly = quoteCashOut([runner(1, 20, null, 2.02), runner(2, -10, null, null), runner(3, -10, null, null)], 0);
    expect(layOnly.available && layOnly.value).toBe(4.85);
  });

  it('a back of 100 at 4.7 with lay 4.1 on offer lays 114.63 at 4.1 and locks +14.63; 5 % commission leaves +13.90', () => {
    const position = [runner(1, 370, null, 4.1), runner(2, -100, null, null)];
    const gross = quoteCashOut(position, 0);
    expect(gross.available && gross.value).toBe(14.63);
    expect(gross.available && gross.hedges.map((h) => [h.side, Number(h.stake.toFixed(2)), h.averagePrice])).toEqual([
      ['lay', 114.63, 4.1],
    ]);
    const net = quoteCashOut(position, 0.05);
    expect(net.available && net.value).toBe(13.9);
  });

  it('a lay of 10 at 3.0 with back 8.0 on offer backs 3.75 at 8.0 and locks +6.25', () => {
    const quote = quoteCashOut([runner(1, -20, 8.0, null), runner(2, 10, null, null)], 0);
    expect(quote.available && quote.value).toBe(6.25);
    expect(quote.available && quote.hedges.map((h) => [h.side, h.stake, h.averagePrice])).toEqual([['back', 3.75, 8]]);
  });

  it('a losing position locks a loss, and commission is not taken from a loss', () => {
    // Back 10 at 3.0, the price drifted: lay 6.0 on offer → lay 30 / 6 = 5, locks 5 − 10 = −5.
    const quote = quoteCashOut([runner(1, 20, null, 6.0), runner(2, -10, null, null)], 0.05);
    expect(quote.available && quote.value).toBe(-5);
  });

  it('half of a position hedges half: back 100 at 4.7, lay 4.1, 50 % locks +7.32 and leaves the rest running', () => {
    const quote = quoteCashOut([runner(1, 370, null, 4.1), runner(2, -100, null, null)], 0, 0.5);
    expect(quote.available && quote.value).toBe(7.32);
    expect(quote.available && Number(quote.hedges[0]!.stake.toFixed(2))).toBe(57.32);
  });

  it('walks down the ladder when the hedge is bigger than the top level', () => {
    // Lay 114.63 needed at 4.1 but only 50 there: 50 × 4.1 = 205 of 470; the rest 265 at 4.2 → 63.095; stake 113.095.
    const quote = quoteCashOut(
      [
        {
          selectionId: 1,
          profit: 370,
          toBack: [],
          toLay: [
            { price: 4.1, size: 50 },
            { price: 4.2, size: 1000 },
          ],
        },
        runner(2, -100, null, null),
      ],
      0,
    );
    expect(quote.available && quote.value).toBe(13.1);
    expect(quote.available && quote.hedges[0]!.worstPrice).toBe(4.2);
  });

  it('says why when there is no value: nothing matched, or not enough on offer', () => {
    expect(quoteCashOut([runner(1, 0, 2, 2.02), runner(2, 0, 2, 2.02)], 0)).toEqual({ available: false, reason: 'nothing-matched' });
    const thin = [{ selectionId: 1, profit: 370, toBack: [], toLay: [{ price: 4.1, size: 10 }] }, runner(2, -100, null, null)];
    expect(quoteCashOut(thin, 0)).toEqual({ available: false, reason: 'not-enough-on-offer' });
  });

  it('places the hedges in whole cents: back 8.57 on B and 6.00 on C for the back of 10 at 3.0 on A', () => {
    const position = [runner(1, 20, 2.0, 2.02), runner(2, -10, 3.5, 3.6), runner(3, -10, 5.0, 5.2)];
    const quote = quoteCashOut(position, 0);
    expect(quote.available && placedHedges(position, quote.hedges).map((h) => [h.selectionId, h.side, h.stake])).toEqual([
      [2, 'back', 8.57],
      [3, 'back', 6],
    ]);
  });

  it('places nothing on a position left level to within its cents: −65.56 / −65.59 / −65.57 with A laid at 1.54', () => {
    // The exact hedge lays 0.0195 of A at 1.54 and 0.0049 of C at 4.1. In whole cents that is a lay of 0.02 on A:
    // A −65.56 − 0.02 × 0.54 = −65.5708, B −65.59 + 0.02 = −65.57, C −65.57 + 0.02 = −65.55. The spread goes
    // from 0.03 to 0.0208: under a cent closer, so nothing is left to cash out.
    const position = [runner(1, -65.56, 1.53, 1.54), runner(2, -65.59, 5.0, 5.2), runner(3, -65.57, 4.0, 4.1)];
    const quote = quoteCashOut(position, 0.02);
    expect(quote.available && quote.hedges.length).toBe(2);
    expect(quote.available && placedHedges(position, quote.hedges)).toEqual([]);
  });

  it('reads a position from matched fills: back 10 at 3.0 on A and lay 5 at 4.0 on B in a 3-runner market', () => {
    const profits = matchedProfits(
      [1, 2, 3],
      [
        { selectionId: 1, side: 'back', size: 10, price: 3.0 },
        { selectionId: 2, side: 'lay', size: 5, price: 4.0 },
      ],
    );
    // A: +20 + 5 = 25; B: −10 − 15 = −25; C: −10 + 5 = −5.
    expect([...profits]).toEqual([
      [1, 25],
      [2, -25],
      [3, -5],
    ]);
  });
});

/** A separate search: what hedging every runner to pay pivot Q locks, each runner's stake by its own ladder walk. */
function lockedAtPivot(q: number, runners: readonly PositionRunner[]): number | null {
  let signedStakes = 0;
  for (const r of runners) {
    let need = Math.abs(q - r.profit);
    let stake = 0;
    for (const { price, size } of q > r.profit ? r.toBack : r.toLay) {
      const take = Math.min(need / price, size);
      stake += take;
      need -= take * price;
    }
    if (need > 1e-6) return null;
    signedStakes += q > r.profit ? stake : -stake;
  }
  return q - signedStakes;
}

/** The best pivot by a grid over the whole range, refined around the best point found (no breakpoints used). */
function bruteForceBest(runners: readonly PositionRunner[]): number | null {
  const profits = runners.map((r) => r.profit);
  // A cash out moves each runner's profit towards the others', never past the position's best or worst.
  let from = Math.min(...profits);
  let to = Math.max(...profits);
  let best: { q: number; locked: number } | null = null;
  for (let round = 0; round < 4; round += 1) {
    const step = (to - from) / 4000;
    for (let q = from; q <= to; q += step) {
      const locked = lockedAtPivot(q, runners);
      if (locked !== null && (best === null || locked > best.locked)) best = { q, locked };
    }
    if (!best) return null;
    from = Math.max(from, best.q - 2 * step);
    to = Math.min(to, best.q + 2 * step);
  }
  return best && best.locked;
}

const ladderArb = fc.array(
  fc.record({ price: fc.integer({ min: 101, max: 2000 }).map((p) => p / 100), size: fc.integer({ min: 1, max: 500 }) }),
  { maxLength: 3 },
);
const positionArb = fc.array(
  fc.record({ profit: fc.integer({ min: -5000, max: 5000 }).map((p) => p / 10), back: ladderArb, lay: ladderArb }),
  { minLength: 2, maxLength: 4 },
);

describe('cash out: the engine against a brute-force search', () => {
  it('locks what a brute-force search finds best (within 0.01), and its hedges pay the same on every runner', () => {
    fc.assert(
      fc.property(positionArb, (raw) => {
        const runners: PositionRunner[] = raw.map((r, i) => ({
          selectionId: i + 1,
          profit: r.profit,
          toBack: [...r.back].sort((a, b) => b.price - a.price),
          toLay: [...r.lay].sort((a, b) => a.price - b.price),
        }));
        if (runners.every((r) => Math.abs(r.profit) < 0.005)) return;
        const best = bruteForceBest(runners);
        const quote = quoteCashOut(runners, 0);
        // A grid can miss a feasible set that is a single point (a runner with no prices must stay unhedged).
        if (best === null) return;
        expect(quote.available).toBe(true);
        if (!quote.available) return;
        expect(Math.abs(quote.locked - best)).toBeLessThanOrEqual(0.01);
        const after = runners.map((r) =>
          quote.hedges.reduce((profit, h) => {
            const signed = h.side === 'back' ? h.stake : -h.stake;
            return profit + (h.selectionId === r.selectionId ? signed * (h.averagePrice - 1) : -signed);
          }, r.profit),
        );
        for (const profit of after) expect(Math.abs(profit - quote.locked)).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 200, seed: 20261128 },
    );
  });
});
