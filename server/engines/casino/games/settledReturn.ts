import type { RoundOutcome } from '../game';

/**
 * A round's outcome with the bets that neither simply win nor lose: `pushed` sids get the stake back (Player and
 * Banker on a baccarat tie, A and B on a split pot), `halfWon` sids win half the usual profit (Banker winning on 6).
 */
export interface SettledOutcome extends RoundOutcome {
  pushed?: number[];
  halfWon?: number[];
}

/** What a back stake of 1 on `sid` at decimal `rate` returns after the round (the stake included; 0 when lost). */
export function backReturn(outcome: SettledOutcome, sid: number, rate: number): number {
  if (outcome.pushed?.includes(sid)) return 1;
  if (outcome.halfWon?.includes(sid)) return 1 + (rate - 1) / 2;
  if (outcome.halfLost?.includes(sid)) return 1 / 2;
  return outcome.winners.includes(sid) ? rate : 0;
}
