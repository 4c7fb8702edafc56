import type { BetPayload } from '../../../contract/bets';
import { betDelayOf, resolveLimits, type Limits } from '../../../contract/limits';
import { stakeLimitMessage, stakeRange, type LimitedMarket } from '../../../contract/stakeLimits';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import type { Market } from '../../markets/types';
import { findMinMax } from '../../repositories/domainContent';
import { findInPlayDelays } from '../../repositories/domains';
import { minMaxOf } from '../domainContent';
import { inPlayDelaysOf } from '../inPlayDelays';

const LIMITED_MARKET: Record<BetPayload['markettype'], LimitedMarket> = {
  Casino: 'casino',
  'Match Odds': 'odds',
  Bookmaker: 'bookmaker',
  FANCY: 'fancy',
};

/** SRV-25: the limits of get-min-max of the user's domain, with the client's defaults (`sportsSpeed`: see Deps). */
export async function limitsOfDomain(db: Db, domainId: string, sportsSpeed?: number): Promise<Limits> {
  const [minMax, inPlayDelays] = await Promise.all([findMinMax(db, domainId), findInPlayDelays(db, domainId)]);
  return resolveLimits({ ...minMaxOf(minMax), inPlayDelay: inPlayDelaysOf(inPlayDelays, sportsSpeed) });
}

/** BET-23 CONST-01: casino bets have fixed stakes and no delay, so only the other kinds wait. */
export const hasBetDelay = (payload: BetPayload): boolean => payload.markettype !== 'Casino';

/** The limits a bet is checked against; casino bets do not depend on get-min-max, so none is read for them. */
export const limitsOfBet = (db: Db, domainId: string, payload: BetPayload): Promise<Limits> =>
  hasBetDelay(payload) ? limitsOfDomain(db, domainId) : Promise.resolve(resolveLimits(undefined));

/** BET-14..19 SRV-13 SRV-25: the same stake ranges the client applies (casino 100–5000, advanceBetLock). */
export function assertStakeWithinLimits(payload: BetPayload, market: Market, limits: Limits): void {
  const range = stakeRange(LIMITED_MARKET[payload.markettype], limits, market.inPlay === true);
  const message = stakeLimitMessage(payload.stake, range);
  if (message) throw new ApiError(400, message);
}

/** BET-23 OPEN-056: odds, bookmaker and fancy bets wait the configured delay (in play, their sport's); casino bets do not. */
export const betDelayMs = (payload: BetPayload, market: Market, limits: Limits): number =>
  hasBetDelay(payload) ? betDelayOf(limits, market.sportsName, market.inPlay === true) : 0;
