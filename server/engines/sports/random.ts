/** A source of uniform numbers in [0, 1): Math.random in the server, a seeded generator in tests. */
export type Random = () => number;

/** mulberry32: small, fast and good enough for simulated games; the same seed gives the same matches. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const chance = (random: Random, probability: number): boolean => random() < probability;

/** A uniform whole number in [min, max]. */
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Picks an index with the given relative weights. */
export function weighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}
