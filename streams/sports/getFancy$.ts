import { map, type Observable } from 'rxjs';
import type { FancyItem } from '../../contract/sports';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import { pollLiveForSession } from '../auth/pollLiveForSession';
import type { Result } from '../core/result';

/** MKT-20 POLL-09 */
export const FANCY_POLL_MS = 1_000;

/** Fancy lines of one match, read from data.fancy (API-24). */
export function createGetFancy$(call = apiCall) {
  return keyed((eventId: number, leagueId: string, matchId: string): Observable<Result<FancyItem[]>> => {
    const params = { eventId, leagueId, matchId };
    return pollLiveForSession({
      name: 'fancy',
      call: (pollIntervalMs) => call('fancy', { params }, pollIntervalMs).pipe(map((response) => response.data.fancy)),
      intervalMs: FANCY_POLL_MS,
    });
  });
}

export const getFancy$ = createGetFancy$();
