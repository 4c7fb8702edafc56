import { map, type Observable } from 'rxjs';
import type { OddsMarket } from '../../contract/sports';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import { pollLiveForSession } from '../auth/pollLiveForSession';
import type { Result } from '../core/result';

/** MKT-18 POLL-07 */
export const ODDS_POLL_MS = 2_000;

/** Match odds of one match's markets (`marketIds` = the match's joinedMarketIds, OPEN-047). */
export function createGetMarketOdds$(call = apiCall) {
  return keyed((eventId: number, leagueId: string, matchId: string, marketIds: string): Observable<Result<OddsMarket[]>> => {
    const params = { eventId, leagueId, matchId, marketIds };
    return pollLiveForSession({
      name: 'marketOdds',
      call: (pollIntervalMs) => call('marketOdds', { params }, pollIntervalMs).pipe(map((response) => response.data)),
      intervalMs: ODDS_POLL_MS,
    });
  });
}

export const getMarketOdds$ = createGetMarketOdds$();
