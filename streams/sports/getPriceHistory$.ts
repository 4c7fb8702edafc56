import { map, type Observable } from 'rxjs';
import type { PricePoint, PriceHistory } from '../../contract/sports';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import { pollLiveForSession } from '../auth/pollLiveForSession';
import { mapResult, type Result } from '../core/result';
import type { MatchKey } from './match/matchKey';

/** A runner's price moves at most once per feed step; a chart a few seconds behind reads the same. */
export const PRICE_HISTORY_POLL_MS = 5_000;

/** A Match Odds market's price history, polled only while something (an open chart) subscribes. */
export function createGetPriceHistory$(call = apiCall) {
  return keyed((eventId: number, leagueId: string, matchId: string, marketId: string): Observable<Result<PriceHistory>> => {
    const params = { eventId, leagueId, matchId, marketId };
    return pollLiveForSession({
      name: 'priceHistory',
      call: (pollIntervalMs) => call('priceHistory', { params }, pollIntervalMs).pipe(map((response) => response.data)),
      intervalMs: PRICE_HISTORY_POLL_MS,
    });
  });
}

export const getPriceHistory$ = createGetPriceHistory$();

/** One runner's last traded prices, oldest first (empty until it has traded). */
export const getRunnerPriceHistory$ = keyed((key: MatchKey, marketId: string, selectionId: number): Observable<Result<PricePoint[]>> =>
  getPriceHistory$(key.eventId, key.leagueId, key.matchId, marketId).pipe(
    map((result) => mapResult(result, (history) => history.runners.find((runner) => runner.selectionId === selectionId)?.points ?? [])),
  ),
);
