import type { ExistingBet } from '../../contract/bets';
import { combineLatest, defer, map, of, shareReplay, startWith, switchMap, tap, type Observable } from 'rxjs';
import { fetchBetDetails } from '../sports/fetchBetDetails';
import { groupBetsByMarket, type MarketBets } from './marketBets';
import { trades$ } from './trades$';

/**
 * SHELL-33 SHELL-32: the user's open bets grouped by market — for each open market of the trade list, its bets
 * from `bet-details/list/{matchId}`, fetched again whenever the trade list answers (every 20 s, after a bet, on
 * Refresh); a match's last list stands while it is fetched again. undefined until the trade list has answered.
 */
export const openBets$: Observable<MarketBets[] | undefined> = defer(() => {
  const known = new Map<string, ExistingBet[]>();
  const betsOf = (matchId: string) =>
    fetchBetDetails(matchId).pipe(
      tap((bets) => known.set(matchId, bets)),
      startWith(known.get(matchId)),
    );
  return trades$.pipe(
    map((result) => result.data),
    switchMap((trades) => {
      if (trades === undefined) return of(undefined);
      const matchIds = [...new Set(trades.map((trade) => trade.matchId))];
      if (matchIds.length === 0) return of([]);
      return combineLatest(matchIds.map(betsOf)).pipe(
        map((lists) => groupBetsByMarket(trades, new Map(matchIds.map((id, index) => [id, lists[index]])))),
      );
    }),
  );
}).pipe(shareReplay({ bufferSize: 1, refCount: true }));
