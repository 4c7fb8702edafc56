import { INNINGS_BALLS, RUN_SINGLE, RUN_TWO, WICKETS, weightsFor } from './cricket';
import { createMemo } from './memo';

/** One delivery's chances, straight from the simulator's own weights (`bowl` in cricket.ts). */
export interface Delivery {
  /** A wide or no-ball: one run, bowled again. */
  extra: number;
  dot: number;
  wicket: number;
  /** Legal balls scoring 1, 2, 3, 4 and 6 runs. */
  scoring: readonly (readonly [runs: number, chance: number])[];
  /** A legal ball's chance of adding each number of runs (index = runs: 0 a dot, 5 never). */
  byRuns: Float64Array;
}

function deliveryOf(balls: number, wickets: number, strength: number): Delivery {
  const weights = weightsFor({ balls, wickets }, strength);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const [dot, run, four, six, wide, noBall, wicket] = weights.map((weight) => weight / total) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const scoring = [
    [1, run * RUN_SINGLE],
    [2, run * (1 - RUN_SINGLE) * RUN_TWO],
    [3, run * (1 - RUN_SINGLE) * (1 - RUN_TWO)],
    [4, four],
    [6, six],
  ] as const;
  const byRuns = new Float64Array(7);
  byRuns[0] = dot;
  for (const [scored, chance] of scoring) byRuns[scored] = chance;
  return { extra: wide + noBall, dot, wicket, scoring, byRuns };
}

/** Every delivery's chances for one batting strength, by legal balls bowled and wickets down (worked out once). */
const deliveryTables = createMemo<Delivery[][]>(64);
export const deliveriesFor = (strength: number): Delivery[][] =>
  deliveryTables(String(strength), () =>
    Array.from({ length: INNINGS_BALLS }, (_, balls) =>
      Array.from({ length: WICKETS }, (_, wickets) => deliveryOf(balls, wickets, strength)),
    ),
  );

/** Chances below this are dropped from a distribution's tail (an innings never scores 7 an over for 20 overs and more). */
export const NEGLIGIBLE = 1e-13;

/**
 * One row's run counts `low`…`top` after the extras bowled before the next legal ball (each extra adds a run and is
 * bowled again: a geometric carry), written into `arrivals`. Returns the first and last counts holding any chance
 * (`last` −1: none); past `high` it stops at the first negligible count.
 */
export function arrivalsAfterExtras(
  layer: Float64Array,
  offset: number,
  low: number,
  top: number,
  high: number,
  extra: number,
  arrivals: Float64Array,
): { first: number; last: number } {
  let carry = 0;
  let first = -1;
  let last = -1;
  for (let runs = low; runs <= top; runs += 1) {
    const arrived = layer[offset + runs]! + extra * carry;
    arrivals[runs] = arrived;
    carry = arrived;
    if (arrived > NEGLIGIBLE) {
      if (first < 0) first = runs;
      last = runs;
    } else if (runs > high) break;
  }
  return { first, last };
}
