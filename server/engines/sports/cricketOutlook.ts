import { INNINGS_BALLS, WICKETS } from './cricket';
import { arrivalsAfterExtras, deliveriesFor, NEGLIGIBLE, type Delivery } from './cricketDeliveries';

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
const SCORED = [1, 2, 3, 4, 6] as const;

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
 * `runsOutlook`; extras and powerplay dot balls hardly move with the runs, unlike boundaries: `chaseBoundaries`).
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

/** Zeros kept either side of a row's arrivals, so a delivery's spread reads them instead of testing its bounds. */
const PAD = 6;

/** A row's arrivals after its extras: runs `r` at `padded[PAD + r]`, zero outside `first`…`last`. */
interface PaddedArrivals {
  padded: Float64Array;
  /** The same memory from `PAD` on, indexed by runs. */
  arrivals: Float64Array;
  first: number;
  last: number;
}

const paddedArrivals = (need: number): PaddedArrivals => {
  const padded = new Float64Array(need + 2 * PAD);
  return { padded, arrivals: padded.subarray(PAD), first: -1, last: -1 };
};

function rowArrivals(layer: Float64Array, row: number, low: number, need: number, high: number, extra: number, into: PaddedArrivals): void {
  const { first, last } = arrivalsAfterExtras(layer, row, low, need - 1, high, extra, into.arrivals);
  if (last >= 0) {
    into.padded.fill(0, first, first + PAD);
    into.padded.fill(0, last + PAD + 1, last + 2 * PAD + 1);
  }
  into.first = first;
  into.last = last;
}

/**
 * One row's legal ball short of the target, gathered per count reached (the sums in the order a ball-by-ball
 * spread adds them, so the result is the same to the bit): a dot, 1, 2 or 3 stay in the row, a 4 or 6 moves up one.
 */
function spreadRow(delivery: Delivery, arrivals: PaddedArrivals, need: number, target: Float64Array, row: number): void {
  const { padded, first, last } = arrivals;
  const { byRuns } = delivery;
  const [dot, one, two, three, four, six] = [byRuns[0]!, byRuns[1]!, byRuns[2]!, byRuns[3]!, byRuns[4]!, byRuns[6]!];
  const sameEnd = Math.min(last + 3, need - 1);
  for (let runs = first, at = first + PAD; runs <= sameEnd; runs += 1, at += 1)
    target[row + runs] = target[row + runs]! + three * padded[at - 3]! + two * padded[at - 2]! + one * padded[at - 1]! + dot * padded[at]!;
  const up = row + need;
  const upEnd = Math.min(last + 6, need - 1);
  for (let runs = first + 4, at = first + 4 + PAD; runs <= upEnd; runs += 1, at += 1)
    target[up + runs] = target[up + runs]! + six * padded[at - 6]! + four * padded[at - 4]!;
}

/** One row's balls that end the chase: a hit reaching the target (4s and 6s counted), and at 9 down a wicket. */
function endRow(delivery: Delivery, arrivals: PaddedArrivals, need: number, lastWicket: boolean, ended: Float64Array, count: number): void {
  const { padded, first, last } = arrivals;
  const { wicket, byRuns } = delivery;
  const closing = Math.max(first, need - 6);
  if (lastWicket)
    for (let runs = first; runs < closing && runs <= last; runs += 1) ended[count] = ended[count]! + wicket * padded[PAD + runs]!;
  for (let runs = closing; runs <= last; runs += 1) {
    const arrived = padded[PAD + runs]!;
    for (const scored of SCORED) {
      const up = scored >= 4 ? 1 : 0;
      if (runs + scored >= need) ended[count + up] = ended[count + up]! + byRuns[scored]! * arrived;
    }
    if (lastWicket) ended[count] = ended[count]! + wicket * arrived;
  }
}

/**
 * A chase's boundaries, exactly: the chances of (wickets, runs, boundaries) ball by ball, the chase ending at the
 * target (its winning hit counted) — a chase that scores its boundaries fast ends sooner, which a count apart
 * from the runs would miss. Returns the chances of how many more boundaries the innings has by its end.
 */
export function chaseBoundaries(state: InningsState & { need: number }, strength: number): Float64Array {
  const deliveries = deliveriesFor(strength);
  const need = state.need;
  const counts = INNINGS_BALLS - state.balls + 2;
  const ended = new Float64Array(counts);
  if (state.wickets >= WICKETS || need <= 0) {
    ended[0] = 1;
    return ended;
  }
  const cells = need * counts;
  let alive = Array.from({ length: WICKETS }, () => new Float64Array(cells));
  let next = Array.from({ length: WICKETS }, () => new Float64Array(cells));
  const arrivals = paddedArrivals(need);
  (alive[state.wickets] as Float64Array)[0] = 1;
  // Each boundary count's span of runs written to: zero below it, zero past it.
  let lowOf = new Int32Array(counts).fill(need);
  let nextLowOf = new Int32Array(counts);
  let highOf = new Int32Array(counts);
  let nextHighOf = new Int32Array(counts);
  lowOf[0] = 0;
  let fewest = 0;
  let most = 0;
  // The most wickets a layer can have fallen to yet (the layers above are untouched zeros).
  let reached = state.wickets;
  for (let ball = state.balls; ball < INNINGS_BALLS; ball += 1) {
    let nextFewest = counts;
    let nextMost = 0;
    nextLowOf.fill(need);
    nextHighOf.fill(0);
    const nextReached = Math.min(reached + 1, WICKETS - 1);
    for (let wickets = state.wickets; wickets <= nextReached; wickets += 1)
      next[wickets]!.fill(0, fewest * need, Math.min(cells, (most + 2) * need));
    for (let wickets = state.wickets; wickets <= reached; wickets += 1) {
      const layer = alive[wickets] as Float64Array;
      const target = next[wickets] as Float64Array;
      const fallTo = wickets + 1 < WICKETS ? (next[wickets + 1] as Float64Array) : null;
      const delivery = deliveries[ball]![wickets]!;
      const { extra, wicket } = delivery;
      for (let count = fewest; count <= Math.min(most, counts - 2); count += 1) {
        const row = count * need;
        rowArrivals(layer, row, lowOf[count]!, need, highOf[count]!, extra, arrivals);
        const { padded, first, last } = arrivals;
        if (last < 0) continue;
        nextFewest = Math.min(nextFewest, count);
        nextMost = Math.max(nextMost, count + 1);
        if (last === need - 1) ended[count] = ended[count]! + extra * padded[PAD + last]!;
        nextLowOf[count] = Math.min(nextLowOf[count]!, first);
        nextLowOf[count + 1] = Math.min(nextLowOf[count + 1]!, first + 4);
        const reach = Math.min(need - 1, last + 6);
        nextHighOf[count] = Math.max(nextHighOf[count]!, reach);
        nextHighOf[count + 1] = Math.max(nextHighOf[count + 1]!, reach);
        spreadRow(delivery, arrivals, need, target, row);
        endRow(delivery, arrivals, need, fallTo === null, ended, count);
        if (fallTo) for (let runs = first; runs <= last; runs += 1) fallTo[row + runs] = fallTo[row + runs]! + wicket * padded[PAD + runs]!;
      }
    }
    [alive, next] = [next, alive];
    [lowOf, nextLowOf] = [nextLowOf, lowOf];
    [highOf, nextHighOf] = [nextHighOf, highOf];
    reached = nextReached;
    fewest = nextFewest === counts ? 0 : nextFewest;
    most = nextMost;
  }
  for (const layer of alive) {
    for (let count = fewest; count <= Math.min(most, counts - 1); count += 1) {
      for (let runs = 0; runs < need; runs += 1) ended[count] = ended[count]! + layer[count * need + runs]!;
    }
  }
  return ended;
}
