import type { PriceSize } from '../../../contract/sports';
import { LADDER_LAST_INDEX, MIN_PRICE, indexAtOrBelow, ladderPriceAt } from '../../../contract/priceLadder';
import type { Random } from './random';

export const BOOK_DEPTH = 3;

/** One runner's side of the exchange: three levels each, best first (back descending, lay ascending). */
export interface ModelLadder {
  availableToBack: PriceSize[];
  availableToLay: PriceSize[];
}

const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

/** Money waiting at a level: most at the best prices, a believable spread of amounts. */
function sizeAt(random: Random, liquidity: number, level: number): number {
  return roundMoney(liquidity * (0.25 + random() * 1.1) * (1 - level * 0.22));
}

/**
 * The book of one runner from its chance of winning: best back is the ladder price at or below the fair
 * price 1/p, best lay one tick above (best back always below best lay), then two more levels each way. Where
 * the ladder ends a side has fewer levels: no back above the fair price is ever offered (a runner fairly below
 * 1.01 has none), as no lay below it.
 */
export function modelLadderOf(probability: number, random: Random, liquidity: number): ModelLadder {
  const fair = probability > 0 ? 1 / probability : Number.POSITIVE_INFINITY;
  const backIndex = fair < MIN_PRICE ? -1 : indexAtOrBelow(fair);
  const levels = Array.from({ length: BOOK_DEPTH }, (_, level) => level);
  const level = (index: number, depth: number) =>
    index >= 0 && index <= LADDER_LAST_INDEX ? [{ price: ladderPriceAt(index), size: sizeAt(random, liquidity, depth) }] : [];
  return {
    availableToBack: levels.flatMap((depth) => level(backIndex - depth, depth)),
    availableToLay: levels.flatMap((depth) => level(backIndex + 1 + depth, depth)),
  };
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Chances that sum to 1 from relative weights (a race's ratings, a match's chances), in proportion, each kept
 * inside [0.001, 0.999] so no price leaves the ladder's ends. The weights are shared out before the clamp: a
 * clamp of raw weights above 1 would price every runner alike.
 */
export function normalise(weights: readonly number[]): number[] {
  const total = sum(weights.map((weight) => Math.max(0, weight)));
  const shares = weights.map((weight) => (total > 0 ? Math.max(0, weight) / total : 1 / weights.length));
  const clamped = shares.map((share) => Math.min(0.999, Math.max(0.001, share)));
  const clampedTotal = sum(clamped);
  return clamped.map((value) => value / clampedTotal);
}
