/** Chances of a line's final value: `chances[i]` that it ends at `offset + i`. */
export interface ValueChances {
  offset: number;
  chances: ArrayLike<number>;
}

/** What a session line offers: one line in runs for both sides, and each side's rate (100 = even money). */
export interface LinePrices {
  line: number;
  /** Rate a "No" bettor risks per 100 won (the final value stays below the line). */
  noRate: number;
  /** Rate a "Yes" bettor wins per 100 staked (the final value reaches the line). */
  yesRate: number;
  /** False when no line is open enough to price with a margin on both sides (the line is then suspended; the rates are only shown). */
  open: boolean;
}

/** The house keeps 10 % of the fair rate on a line close to decided, up to 15 % on a wide-open one. */
const MIN_MARGIN = 0.1;
const MAX_MARGIN = 0.15;
/** A line this uncertain (standard deviation) or more gets the widest margin. */
const WIDE_SPREAD = 25;
const RATE_STEP = 5;
/** No rate above this is offered (a line that one-sided is suspended instead). */
const MAX_RATE = 1_000;

const toStep = (rate: number) => Math.round(rate / RATE_STEP) * RATE_STEP;

/** Chance the final value reaches `line` or more. */
function reachOf(outlook: ValueChances, line: number): number {
  let reach = 0;
  for (let index = Math.max(0, line - outlook.offset); index < outlook.chances.length; index += 1) reach += outlook.chances[index] ?? 0;
  return reach;
}

function spreadOf(outlook: ValueChances): number {
  let mass = 0;
  let mean = 0;
  let square = 0;
  for (let index = 0; index < outlook.chances.length; index += 1) {
    const chance = outlook.chances[index] ?? 0;
    mass += chance;
    mean += chance * index;
    square += chance * index * index;
  }
  return mass > 0 ? Math.sqrt(Math.max(0, square / mass - (mean / mass) ** 2)) : 0;
}

/** The line a bettor is as likely to reach as not: of the two whole numbers either side of the median, the closer to even. */
function evenLine(outlook: ValueChances): { line: number; reach: number } {
  let line = outlook.offset;
  while (reachOf(outlook, line + 1) > 0.5) line += 1;
  const above = { line: line + 1, reach: reachOf(outlook, line + 1) };
  const below = { line, reach: reachOf(outlook, line) };
  return Math.abs(above.reach - 0.5) <= Math.abs(below.reach - 0.5) ? above : below;
}

/**
 * Prices a session line the way Indian fancy books do, from the chances of its final value: the line is the
 * count a bettor is about as likely to reach as not, the fair rate is what makes a Yes bet even (100 × chance of
 * missing / chance of reaching), and the two sides sit either side of it in steps of 5, each at least a step on the
 * house's side of fair (e.g. No 110 / Yes 90, or 115 / 85 while the line is still wide open). A line too one-sided
 * for a rate of at least 5 on Yes and at most 1000 on No is not open.
 */
export function linePrices(outlook: ValueChances): LinePrices {
  const { line, reach } = evenLine(outlook);
  const fair = reach > 0 ? (100 * (1 - reach)) / reach : Number.POSITIVE_INFINITY;
  const margin = MIN_MARGIN + (MAX_MARGIN - MIN_MARGIN) * Math.min(1, spreadOf(outlook) / WIDE_SPREAD);
  // To the nearest step, but always a step on the house's side of the fair rate.
  const yesRate = Math.min(toStep(fair * (1 - margin)), Math.ceil(fair / RATE_STEP) * RATE_STEP - RATE_STEP);
  const noRate = Math.max(toStep(fair * (1 + margin)), Math.floor(fair / RATE_STEP) * RATE_STEP + RATE_STEP);
  const open = Number.isFinite(fair) && yesRate >= RATE_STEP && noRate <= MAX_RATE;
  return { line, noRate: Math.min(MAX_RATE, noRate), yesRate: Math.max(RATE_STEP, Math.min(MAX_RATE - RATE_STEP, yesRate)), open };
}
