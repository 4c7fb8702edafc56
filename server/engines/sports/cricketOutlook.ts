import { INNINGS_BALLS, WICKETS } from './cricket';
import { arrivalsAfterExtras, deliveriesFor, NEGLIGIBLE } from './cricketDeliveries';

/** Where an innings stands: legal balls bowled, wickets down, and in a chase the runs still needed. */
export interface InningsState {
  balls: number;
  wickets: number;
  /** Runs still needed to win (a chase), or null (the first innings). */
  need: number | null;
}

/** The chances of the runs the innings adds from here (index = runs added), exactly as `bowl` plays it. */
export interface RunsOutlook {
  /** Runs added by the end of each checkpoint ball (or by the innings' end, if it ends before). */
  byBall: Map<number, Float64Array>;
  /** Runs added by the innings' end. */
  final: Float64Array;
  /** Runs added when the next wicket falls (or the innings ends first). */
  nextWicket: Float64Array;
  /** A chase: the chance it reaches the target. */
  won: number;
  /** Chance the innings, alive before legal ball b (index), ends by reaching the target during it. */
  targetHazard: Float64Array;
}

/** The runs a legal ball can score, in `scoring`'s order. */
export const SCORED = [1, 2, 3, 4, 6] as const;

const add = (into: Float64Array, from: ArrayLike<number>): Float64Array => {
  for (let index = 0; index < from.length; index += 1) into[index] = (into[index] ?? 0) + (from[index] ?? 0);
  return into;
};

/**
 * Plays the rest of the innings as a distribution rather than one game: the chance of every (wickets, runs added)
 * after each legal ball, with the extras bowled before it, a wicket's fall, the innings' end at 10 down or 20
 * overs, and in a chase the target. Every chance comes from the simulator's own weights (`deliveryOf`).
 */
export function runsOutlook(state: InningsState, strength: number, checkpoints: readonly number[]): RunsOutlook {
  const deliveries = deliveriesFor(strength);
  const remaining = Math.max(0, INNINGS_BALLS - state.balls);
  const size = state.need !== null ? state.need + 6 : 7 * remaining + 40;
  const need = state.need ?? Number.POSITIVE_INFINITY;
  let alive = Array.from({ length: WICKETS }, () => new Float64Array(size));
  let next = Array.from({ length: WICKETS }, () => new Float64Array(size));
  const arrivals = new Float64Array(size);
  const ended = new Float64Array(size);
  const nextWicket = new Float64Array(size);
  const targetHazard = new Float64Array(INNINGS_BALLS);
  const byBall = new Map<number, Float64Array>();
  let won = 0;
  let high = 0;
  const w0 = state.wickets;
  if (w0 < WICKETS && need > 0) (alive[w0] as Float64Array)[0] = 1;
  else ended[0] = 1;
  const endAt = (runs: number, amount: number, fromW0: boolean) => {
    const index = Math.min(size - 1, runs);
    ended[index] = (ended[index] ?? 0) + amount;
    if (fromW0) nextWicket[index] = (nextWicket[index] ?? 0) + amount;
  };
  let low = 0;
  for (let ball = state.balls; ball < INNINGS_BALLS; ball += 1) {
    let aliveMass = 0;
    let wonThisBall = 0;
    let nextHigh = 0;
    let nextLow = size;
    for (const layer of next) layer.fill(0, 0, Math.min(size, high + 40));
    for (let wickets = w0; wickets < WICKETS; wickets += 1) {
      const layer = alive[wickets] as Float64Array;
      const target = next[wickets] as Float64Array;
      const fallTo = wickets + 1 < WICKETS ? (next[wickets + 1] as Float64Array) : null;
      const { extra, dot, wicket, byRuns } = deliveries[ball]![wickets]!;
      const top = Math.min(size - 1, need - 1, high + 30);
      const { first, last } = arrivalsAfterExtras(layer, 0, low, top, high, extra, arrivals);
      if (last < 0) continue;
      if (last === need - 1) {
        // A wide or no-ball from one short reaches the target.
        const viaExtra = extra * arrivals[last]!;
        endAt(need, viaExtra, wickets === w0);
        won += viaExtra;
        wonThisBall += viaExtra;
      }
      nextLow = Math.min(nextLow, first);
      for (const scored of SCORED) {
        const chance = byRuns[scored]!;
        const reach = need - scored;
        const stop = Math.min(last, reach - 1);
        for (let runs = first; runs <= stop; runs += 1) target[runs + scored] = target[runs + scored]! + chance * arrivals[runs]!;
        for (let runs = Math.max(first, reach); runs <= last; runs += 1) {
          const amount = chance * arrivals[runs]!;
          endAt(runs + scored, amount, wickets === w0);
          won += amount;
          wonThisBall += amount;
        }
        nextHigh = Math.max(nextHigh, Math.min(last + scored, need - 1, size - 1));
      }
      for (let runs = first; runs <= last; runs += 1) {
        const arrived = arrivals[runs]!;
        aliveMass += arrived;
        target[runs] = target[runs]! + dot * arrived;
        const fallen = wicket * arrived;
        if (wickets === w0) nextWicket[runs] = nextWicket[runs]! + fallen;
        if (fallTo) fallTo[runs] = fallTo[runs]! + fallen;
        else endAt(runs, fallen, false);
      }
    }
    targetHazard[ball] = aliveMass > 0 ? wonThisBall / aliveMass : 0;
    [alive, next] = [next, alive];
    high = nextHigh;
    low = nextLow === size ? 0 : nextLow;
    if (checkpoints.includes(ball + 1))
      byBall.set(
        ball + 1,
        alive.reduce<Float64Array>((sum, layer) => add(sum, layer), Float64Array.from(ended)),
      );
  }
  for (const [wickets, layer] of alive.entries()) {
    add(ended, layer);
    if (wickets === w0) add(nextWicket, layer);
  }
  for (const checkpoint of checkpoints) if (!byBall.has(checkpoint)) byBall.set(checkpoint, Float64Array.from(ended));
  return { byBall, final: ended, nextWicket, won, targetHazard };
}

/** What adds one to a counted figure: a boundary, an extra, or a dot ball (a legal ball scoring nothing). */
export type CountedKind = 'boundaries' | 'extras' | 'dots';

/**
 * The chances of how many more of `kind` the innings has by legal ball `until` (or its end): each delivery as the
 * simulator bowls it, the innings ending at 10 down, and in a chase ending with the target's chance per ball (from
 * `runsOutlook`; extras and powerplay dot balls hardly move with the runs, unlike boundaries: `chaseBoundaries.ts`).
 */
export function countOutlook(
  state: InningsState,
  strength: number,
  kind: CountedKind,
  until: number,
  targetHazard: Float64Array,
): Float64Array {
  const deliveries = deliveriesFor(strength);
  const size = 2 * Math.max(0, until - state.balls) + 20;
  let alive = Array.from({ length: WICKETS }, () => new Float64Array(size));
  let next = Array.from({ length: WICKETS }, () => new Float64Array(size));
  const ended = new Float64Array(size);
  if (state.wickets >= WICKETS || (state.need !== null && state.need <= 0)) {
    ended[0] = 1;
    return ended;
  }
  (alive[state.wickets] as Float64Array)[0] = 1;
  let top = 0;
  for (let ball = state.balls; ball < Math.min(until, INNINGS_BALLS); ball += 1) {
    for (const layer of next) layer.fill(0, 0, Math.min(size, top + 3));
    const hazard = targetHazard[ball] ?? 0;
    for (let wickets = state.wickets; wickets < WICKETS; wickets += 1) {
      const layer = alive[wickets] as Float64Array;
      const delivery = deliveries[ball]![wickets]!;
      const legalTotal = 1 - delivery.extra;
      const boundary = (delivery.scoring[3]?.[1] ?? 0) + (delivery.scoring[4]?.[1] ?? 0);
      // Per legal ball: the extras before it (geometric), then what the legal ball adds.
      const extras = kind === 'extras' ? delivery.extra : 0;
      const adds = (kind === 'boundaries' ? boundary : kind === 'dots' ? delivery.dot : 0) / legalTotal;
      const wicket = delivery.wicket / legalTotal;
      const wicketAdds = kind === 'dots' ? 1 : 0;
      const target = next[wickets] as Float64Array;
      let carry = 0;
      for (let count = 0; count < size; count += 1) {
        const arrived = layer[count]! + extras * carry;
        carry = arrived;
        if (arrived < NEGLIGIBLE) {
          if (count > top) break;
          continue;
        }
        const legal = arrived * (1 - extras);
        ended[count] = (ended[count] ?? 0) + legal * hazard;
        const stays = legal * (1 - hazard);
        const up = Math.min(size - 1, count + 1);
        target[count] = (target[count] ?? 0) + stays * (1 - adds - wicket);
        target[up] = (target[up] ?? 0) + stays * adds;
        const at = Math.min(size - 1, count + wicketAdds);
        if (wickets + 1 >= WICKETS) ended[at] = (ended[at] ?? 0) + stays * wicket;
        else (next[wickets + 1] as Float64Array)[at] = ((next[wickets + 1] as Float64Array)[at] ?? 0) + stays * wicket;
      }
    }
    top += 2;
    [alive, next] = [next, alive];
  }
  for (const layer of alive) add(ended, layer);
  return ended;
}
