import { strings } from './strings';
import type { Limits } from './limits';

export interface StakeRange {
  min: number;
  max: number;
}

/** CONST-01 CAS-ALL-17: casino stakes are fixed at 100 to 5000. */
export const CASINO_STAKE_RANGE: StakeRange = { min: 100, max: 5_000 };

export type LimitedMarket = 'casino' | 'odds' | 'bookmaker' | 'fancy';

/**
 * BET-14..17: the stake range of a market. With advanceBetLock, match odds before the event is in
 * play get min 1 and max 0, so every stake is refused (OPEN-053, kept literal).
 */
export function stakeRange(market: LimitedMarket, limits: Limits, inPlay: boolean): StakeRange {
  switch (market) {
    case 'casino':
      return CASINO_STAKE_RANGE;
    case 'odds':
      return limits.advanceBetLock && !inPlay ? { min: 1, max: 0 } : { min: limits.oddsMin, max: limits.oddsMax };
    case 'bookmaker':
      return { min: limits.bookmakerMin, max: limits.bookmakerMax };
    case 'fancy':
      return { min: limits.fancyMin, max: limits.fancyMax };
  }
}

/** BET-19 CAS-ALL-17: the message that blocks the bet, or null when the stake is within the range (ends included). */
export function stakeLimitMessage(stake: number, range: StakeRange): string | null {
  if (stake < range.min) return strings.minimumStakeExceeded;
  if (stake > range.max) return strings.maximumStakeExceeded;
  return null;
}
