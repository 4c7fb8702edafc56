/** BET-06: the stake is a whole number; empty, unreadable or non-positive input is 0. */
export function parseStake(input: string): number {
  const value = Number.parseInt(input, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** BET-04 OPEN-058: halving rounds down so the stake stays whole (101 → 50). */
export function halveStake(stake: number): number {
  return Math.floor(stake / 2);
}

/** BET-04: doubling a whole stake is exact. */
export function doubleStake(stake: number): number {
  return Math.floor(stake) * 2;
}

const THOUSAND = 1_000;

/** PROF-11 CONST-08 OPEN-113: from 1000 shown in thousands with at most one decimal (2500 → "2.5k"). */
export function formatStakeLabel(value: number): string {
  if (value < THOUSAND) return String(value);
  const thousands = Math.round((value / THOUSAND) * 10) / 10;
  return `${thousands}k`;
}
