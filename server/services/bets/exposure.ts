import type { LiveBet } from '../../../contract/bets';
import type { Db } from '../../db/connect';
import { fromCents } from '../../money';
import { listOpenMarkets } from '../../repositories/bets';
import { openExposureByMarket, sumOpenExposureCents } from '../../repositories/positions';

/** SRV-09: the worst-case loss over the user's open markets, summed; never negative. */
export const exposureOf = async (db: Db, userId: string): Promise<number> => fromCents(Math.max(0, await sumOpenExposureCents(db, userId)));

/**
 * SRV-10: one live-bet record per market with open bets, with (our addition to the spec's API) the market's name and the
 * amount it puts at risk — what Exposure Detail lists per market.
 */
export async function tradeListOf(db: Db, userId: string): Promise<LiveBet[]> {
  const [markets, exposures] = await Promise.all([listOpenMarkets(db, userId), openExposureByMarket(db, userId)]);
  return markets.map((market) => ({
    _id: market.marketId,
    matchId: market.matchId,
    eventId: market.eventId,
    legueId: market.leagueId,
    sportsName: market.sportsName,
    event: market.eventName,
    markettype: market.marketType,
    count: market.count,
    marketName: market.marketName,
    exposure: fromCents(Math.max(0, exposures.get(market.marketId) ?? 0)),
    sizeMatched: fromCents(market.sizeMatchedCents),
    sizeRemaining: fromCents(market.sizeRemainingCents),
  }));
}
