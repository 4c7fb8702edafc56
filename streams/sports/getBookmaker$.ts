import { map, type Observable } from 'rxjs';
import type { BookmakerMarket } from '../../contract/sports';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import { pollLiveForSession } from '../auth/pollLiveForSession';
import type { Result } from '../core/result';

/** MKT-19 POLL-08 */
export const BOOKMAKER_POLL_MS = 2_000;

/** Bookmaker markets of one match; failures are only logged (OPEN-050), so nothing toasts from here. */
export function createGetBookmaker$(call = apiCall) {
  return keyed((eventId: number, leagueId: string, matchId: string): Observable<Result<BookmakerMarket[]>> => {
    const params = { eventId, leagueId, matchId };
    return pollLiveForSession({
      name: 'bookmaker',
      call: (pollIntervalMs) => call('bookmaker', { params }, pollIntervalMs).pipe(map((response) => response.data)),
      intervalMs: BOOKMAKER_POLL_MS,
    });
  });
}

export const getBookmaker$ = createGetBookmaker$();
