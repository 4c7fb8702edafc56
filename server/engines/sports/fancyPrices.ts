import { normalCdf } from './normal';

/** What a session line offers: one line in runs for both sides, and each side's rate (100 = even money). */
export interface LinePrices {
  line: number;
  /** Rate a "No" bettor risks per 100 won (the final value stays below the line). */
  noRate: number;
  /** Rate a "Yes" bettor wins per 100 staked (the final value reaches the line). */
  yesRate: number;
}

/** The house keeps 10 % of the fair rate on a line close to decided, up to 15 % on a wide-open one. */
const MIN_MARGIN = 0.1;
const MAX_MARGIN = 0.15;
/** A line this uncertain (standard deviation in runs) or more gets the widest margin. */
const WIDE_SPREAD = 25;
const RATE_STEP = 5;

const toStep = (rate: number) => Math.max(RATE_STEP, Math.round(rate / RATE_STEP) * RATE_STEP);

/**
 * Prices a session line the way Indian fancy books do: the line is the run count a bettor is as likely to reach
 * as not, the fair rate is what makes a Yes bet even (100 × chance of missing / chance of reaching), and the two
 * sides sit either side of it (e.g. No 110 / Yes 90, or 85 / 115 while the line is still wide open).
 */
export function linePrices(projection: number, spread: number): LinePrices {
  const sigma = Math.max(1, spread);
  const line = Math.max(1, Math.round(projection + 0.5));
  const reach = Math.min(0.95, Math.max(0.05, normalCdf((projection - line + 0.5) / sigma)));
  const fair = (100 * (1 - reach)) / reach;
  const margin = MIN_MARGIN + (MAX_MARGIN - MIN_MARGIN) * Math.min(1, sigma / WIDE_SPREAD);
  const yesRate = toStep(fair * (1 - margin));
  return { line, noRate: Math.max(toStep(fair * (1 + margin)), yesRate + RATE_STEP), yesRate };
}
