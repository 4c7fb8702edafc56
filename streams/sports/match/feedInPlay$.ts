import type { OddsMarket } from '../../../contract/sports';
import { keyed } from '../../core/keyed';
import { getMarketOdds$ } from '../getMarketOdds$';
import { distinctSlice } from './distinctSlice';
import type { MatchKey } from './matchKey';

/**
 * MKT-05 MKT-06 BET-14: whether the match (or race) is in play, as its odds feed says now — the first market's
 * `inplay` (our addition to the spec's API). undefined until the feed has answered, or when it does not say.
 */
export const getFeedInPlay$ = keyed((key: MatchKey) =>
  distinctSlice(getMarketOdds$(key.eventId, key.leagueId, key.matchId, key.marketIds), (markets: OddsMarket[]) => markets[0]?.inplay),
);
