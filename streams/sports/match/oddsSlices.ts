import type { OddsMarket, OddsRunner } from '../../../contract/sports';
import { keyed } from '../../core/keyed';
import { getMarketOdds$ } from '../getMarketOdds$';
import { distinctSlice } from './distinctSlice';
import type { MatchKey } from './matchKey';

export interface MarketLayout {
  marketId: string;
  marketName: string;
  runners: { selectionId: number; runner: string }[];
}

const odds$ = (key: MatchKey) => getMarketOdds$(key.eventId, key.leagueId, key.matchId, key.marketIds);

/** The match odds markets and their runners, without prices: changes only when a market or runner comes or goes. */
export const getOddsLayout$ = keyed((key: MatchKey) =>
  distinctSlice(odds$(key), (markets: OddsMarket[]): MarketLayout[] =>
    markets.map((market) => ({
      marketId: market.marketId,
      marketName: market.marketName,
      runners: market.runners.map(({ selectionId, runner }) => ({ selectionId, runner })),
    })),
  ),
);

/** MKT-08 MKT-11: one market's status and total matched. */
export const getOddsMarketState$ = keyed((key: MatchKey, marketId: string) =>
  distinctSlice(odds$(key), (markets: OddsMarket[]) => {
    const market = markets.find((candidate) => candidate.marketId === marketId);
    return market && { status: market.status, totalMatched: market.totalMatched };
  }),
);

/** MKT-07: one runner's three levels of back and lay, emitted only when they change. */
export const getOddsRunner$ = keyed((key: MatchKey, marketId: string, selectionId: number) =>
  distinctSlice(odds$(key), (markets: OddsMarket[]): OddsRunner | undefined =>
    markets.find((market) => market.marketId === marketId)?.runners.find((runner) => runner.selectionId === selectionId),
  ),
);
