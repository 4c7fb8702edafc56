import type { BookmakerMarket, BookmakerRunner } from '../../../contract/sports';
import { keyed } from '../../core/keyed';
import { getBookmaker$ } from '../getBookmaker$';
import { distinctSlice } from './distinctSlice';
import type { MatchKey } from './matchKey';
import type { MarketLayout } from './oddsSlices';

const bookmaker$ = (key: MatchKey) => getBookmaker$(key.eventId, key.leagueId, key.matchId);

/** The bookmaker markets and runners, without rates. */
export const getBookmakerLayout$ = keyed((key: MatchKey) =>
  distinctSlice(bookmaker$(key), (markets: BookmakerMarket[]): (MarketLayout & { status: string })[] =>
    markets.map((market) => ({
      marketId: market.marketId,
      marketName: market.marketName,
      status: market.status,
      runners: market.runners.map(({ selectionId, runner }) => ({ selectionId, runner })),
    })),
  ),
);

/** MKT-09: one bookmaker runner's rates and status. */
export const getBookmakerRunner$ = keyed((key: MatchKey, marketId: string, selectionId: number) =>
  distinctSlice(bookmaker$(key), (markets: BookmakerMarket[]): BookmakerRunner | undefined =>
    markets.find((market) => market.marketId === marketId)?.runners.find((runner) => runner.selectionId === selectionId),
  ),
);
