import { map } from 'rxjs';
import { keyed } from '../core/keyed';
import { getBetDetails$ } from '../sports/getBetDetails$';
import { getMarketOdds$ } from '../sports/getMarketOdds$';
import type { MatchKey } from '../sports/match/matchKey';
import { marketCashOut$ } from './marketCashOut$';
import { oddsMarket$ } from './oddsMarket$';

/** A match page market's cash-out of `fraction`: from the page's odds poll and the bettor's bets on the match. */
export const getMatchCashOut$ = keyed((key: MatchKey, marketId: string, fraction: number) =>
  marketCashOut$(
    oddsMarket$(getMarketOdds$(key.eventId, key.leagueId, key.matchId, key.marketIds), marketId),
    getBetDetails$(key.matchId).pipe(map((bets) => bets.filter((bet) => bet.marketId === marketId))),
    fraction,
  ),
);
