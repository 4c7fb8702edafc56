import { INNINGS_BALLS, WICKETS } from './cricket';
import { arrivalsAfterExtras, deliveriesFor, type Delivery } from './cricketDeliveries';
import { SCORED, type InningsState } from './cricketOutlook';

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
