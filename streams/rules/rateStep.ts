import { round2 } from './round';

export const RATE_STEP = 0.01;

/** BET-03 CONST-10: "+" adds 0.01; "−" subtracts 0.01 only while the rate is above 0.01. */
export function stepRate(rate: number, direction: 1 | -1): number {
  if (direction === -1 && rate <= RATE_STEP) return rate;
  return round2(rate + direction * RATE_STEP);
}
