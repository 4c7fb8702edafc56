import type { RoundOutcome } from '../game';

/** What a back stake of 1 on `sid` at decimal `rate` returns after the round (the stake included; 0 when lost). */
export function backReturn(outcome: RoundOutcome, sid: number, rate: number): number {
  if (outcome.pushed?.includes(sid)) return 1;
  if (outcome.halfWon?.includes(sid)) return 1 + (rate - 1) / 2;
  if (outcome.halfLost?.includes(sid)) return 1 / 2;
  return outcome.winners.includes(sid) ? rate : 0;
}
