import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelLadderOf } from '../../../../../server/engines/sports/modelLadder';
import { LADDER, isOnLadder, snapDown, tickDown, tickUp } from '../../../../../contract/priceLadder';
import { seededRandom } from '../../../../../server/engines/sports/random';

const STEPS: [number, number, number][] = [
  [1.01, 2, 0.01],
  [2, 3, 0.02],
  [3, 4, 0.05],
  [4, 6, 0.1],
  [6, 10, 0.2],
  [10, 20, 0.5],
  [20, 30, 1],
  [30, 50, 2],
  [50, 100, 5],
  [100, 1000, 10],
];

describe('exchange price ladder', () => {
  it('MKT-07 runs from 1.01 to 1000 with the standard increments in every band', () => {
    expect(LADDER[0]).toBe(1.01);
    expect(LADDER[LADDER.length - 1]).toBe(1000);
    for (const [index, price] of LADDER.entries()) {
      const next = LADDER[index + 1];
      if (next === undefined) continue;
      const band = STEPS.find(([from, to]) => price >= from && price < to);
      expect(Number((next - price).toFixed(2)), `after ${price}`).toBe(band?.[2]);
    }
    expect(LADDER).toHaveLength(350);
  });

  it('MKT-07 ticks move one rung and stop at the ends; off-ladder prices snap down', () => {
    expect(tickUp(1.99)).toBe(2);
    expect(tickUp(2)).toBe(2.02);
    expect(tickDown(3)).toBe(2.98);
    expect(tickDown(10)).toBe(9.8);
    expect(tickUp(1000)).toBe(1000);
    expect(tickDown(1.01)).toBe(1.01);
    expect(snapDown(2.03)).toBe(2.02);
    expect(snapDown(47.9)).toBe(46);
    expect(isOnLadder(4.1)).toBe(true);
    expect(isOnLadder(4.15)).toBe(false);
  });

  it('MKT-07 SRV-23 a book has three levels a side on the ladder, backs falling, lays rising, best back below best lay', () => {
    fc.assert(
      fc.property(fc.double({ min: 1 / 970, max: 1 / 1.03, noNaN: true }), fc.integer(), (chance, seed) => {
        const book = modelLadderOf(chance, seededRandom(seed), 500);
        const backs = book.availableToBack.map((level) => level.price);
        const lays = book.availableToLay.map((level) => level.price);
        expect(backs).toHaveLength(3);
        expect(lays).toHaveLength(3);
        for (const price of [...backs, ...lays]) expect(isOnLadder(price)).toBe(true);
        expect(backs[0]).toBeGreaterThan(backs[1] ?? Infinity);
        expect(backs[1]).toBeGreaterThan(backs[2] ?? Infinity);
        expect(lays[0]).toBeLessThan(lays[1] ?? 0);
        expect(lays[1]).toBeLessThan(lays[2] ?? 0);
        expect(backs[0]).toBeLessThan(lays[0] ?? 0);
        for (const level of [...book.availableToBack, ...book.availableToLay]) expect(level.size).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('MKT-07 where the ladder ends a side shows fewer levels, never a back above the fair price nor a lay below it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.0005, max: 1, noNaN: true }), fc.integer(), (chance, seed) => {
        const book = modelLadderOf(chance, seededRandom(seed), 500);
        for (const { price } of book.availableToBack) expect(price).toBeLessThanOrEqual(1 / chance + 1e-9);
        for (const { price } of book.availableToLay) expect(price).toBeGreaterThan(1 / chance - 1e-9);
      }),
      { numRuns: 500 },
    );
    const random = seededRandom(5);
    expect(modelLadderOf(0.987, random, 100).availableToBack.map((level) => level.price)).toEqual([1.01]);
    expect(modelLadderOf(0.995, random, 100).availableToBack).toEqual([]);
    expect(modelLadderOf(0.995, random, 100).availableToLay.map((level) => level.price)).toEqual([1.01, 1.02, 1.03]);
    expect(modelLadderOf(1 / 985, random, 100).availableToLay.map((level) => level.price)).toEqual([990, 1000]);
  });

  it('MKT-07 the best back price is at or below the fair price 1/p, and a likelier runner is never priced longer', () => {
    const random = seededRandom(3);
    const prices = [0.1, 0.25, 0.5, 0.75, 0.9].map((chance) => modelLadderOf(chance, random, 100).availableToBack[0]?.price ?? 0);
    expect(prices).toEqual([10, 4, 2, 1.33, 1.11]);
  });
});
