import { round2 } from '../rules/round';

const MILLION = 1_000_000;

/** MKT-11 CONST-19: total matched in millions, two decimals, suffix M (1234567 → "1.23M"). */
export function formatMatched(totalMatched: number): string {
  return `${round2(totalMatched / MILLION).toFixed(2)}M`;
}
