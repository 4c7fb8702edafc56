/**
 * The standard exchange price ladder, shared by the server (checks and quotes) and the app (an order's price steps):
 * 1.01–2 by 0.01, 2–3 by 0.02, 3–4 by 0.05, 4–6 by 0.1, 6–10 by 0.2, 10–20 by 0.5, 20–30 by 1, 30–50 by 2, 50–100
 * by 5, 100–1000 by 10. Built in hundredths so no price carries a floating-point tail.
 */
const BANDS: readonly (readonly [from: number, to: number, step: number])[] = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1_000, 20],
  [1_000, 2_000, 50],
  [2_000, 3_000, 100],
  [3_000, 5_000, 200],
  [5_000, 10_000, 500],
  [10_000, 100_000, 1_000],
];

function buildLadder(): number[] {
  const hundredths: number[] = [];
  for (const [from, to, step] of BANDS) {
    for (let price = from; price < to; price += step) hundredths.push(price);
  }
  hundredths.push(100_000);
  return hundredths.map((price) => price / 100);
}

export const LADDER: readonly number[] = buildLadder();
export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1_000;

const lastIndex = LADDER.length - 1;
const priceAt = (index: number): number => LADDER[Math.min(lastIndex, Math.max(0, index))] as number;

/** The index of the highest ladder price at or below `price` (0 below the ladder). */
export function indexAtOrBelow(price: number): number {
  let low = 0;
  let high = lastIndex;
  if (price >= MAX_PRICE) return lastIndex;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (priceAt(middle) <= price + 1e-9) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Exactly a ladder price (2.02, not 2.0200000001: a price is stored as sent, so no tail may pass). */
export const isOnLadder = (price: number): boolean => priceAt(indexAtOrBelow(price)) === price;

/** The nearest ladder price at or below (clamped to the ladder). */
export const snapDown = (price: number): number => priceAt(indexAtOrBelow(price));

/** `ticks` steps up the ladder from a ladder price (clamped at 1000). */
export const tickUp = (price: number, ticks = 1): number => priceAt(indexAtOrBelow(price) + ticks);

/** `ticks` steps down the ladder from a ladder price (clamped at 1.01). */
export const tickDown = (price: number, ticks = 1): number => priceAt(indexAtOrBelow(price) - ticks);

/** The ladder index of a price, for clamping a best price so that deeper levels still fit. */
export const clampIndex = (index: number, min: number, max: number): number => Math.min(max, Math.max(min, index));
export const ladderPriceAt = priceAt;
export const LADDER_LAST_INDEX = lastIndex;

/** One step along the ladder from `price` (up: +1, down: −1), clamped to 1.01 … 1000. */
export const stepOnLadder = (price: number, direction: 1 | -1): number => (direction > 0 ? tickUp(price) : tickDown(price));
