/**
 * The exchange's price ladder as the client steps an order's price along it (the server's own copy, with its
 * bands, is server/markets/exchange/ladder.ts): 1.01–2 by 0.01, 2–3 by 0.02, 3–4 by 0.05, 4–6 by 0.1, 6–10 by
 * 0.2, 10–20 by 0.5, 20–30 by 1, 30–50 by 2, 50–100 by 5, 100–1000 by 10. Built in hundredths: no float tails.
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

const PRICES: readonly number[] = [
  ...BANDS.flatMap(([from, to, step]) => Array.from({ length: (to - from) / step }, (_, index) => (from + index * step) / 100)),
  1_000,
];

/** The index of the highest ladder price at or below `price` (0 below the ladder). */
function indexAtOrBelow(price: number): number {
  const above = PRICES.findIndex((ladderPrice) => ladderPrice > price + 1e-9);
  return above === -1 ? PRICES.length - 1 : Math.max(0, above - 1);
}

/** One step along the ladder from `price` (up: +1, down: −1), clamped to 1.01 … 1000. */
export function stepOnLadder(price: number, direction: 1 | -1): number {
  const index = Math.min(PRICES.length - 1, Math.max(0, indexAtOrBelow(price) + direction));
  return PRICES[index] as number;
}
