import { filter, map } from 'rxjs';
import type { ExistingBet } from '../../contract/bets';
import { openBets$ } from '../account/openBets$';
import { keyed } from '../core/keyed';
import { getMarketOdds$ } from '../sports/getMarketOdds$';
import { marketCashOut$ } from './marketCashOut$';
import { oddsMarket$ } from './oddsMarket$';

/** Where an open market's prices are polled: its match, and the market's id (its trade's _id). */
export interface OpenMarketRef {
  eventId: number;
  leagueId: string;
  matchId: string;
  marketId: string;
}

/** An Open Bets market's cash-out of `fraction`: its own odds poll and its bets as the open bets list holds them. */
export const getOpenBetsCashOut$ = keyed((ref: OpenMarketRef, fraction: number) =>
  marketCashOut$(
    oddsMarket$(getMarketOdds$(ref.eventId, ref.leagueId, ref.matchId, ref.marketId), ref.marketId),
    openBets$.pipe(
      map((groups) => groups?.find((group) => group.trade._id === ref.marketId)?.bets),
      filter((bets): bets is ExistingBet[] => bets !== undefined),
      map((bets) => bets.filter((bet) => bet.marketId === ref.marketId)),
    ),
    fraction,
  ),
);
