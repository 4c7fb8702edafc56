import { map, type Observable } from 'rxjs';
import type { ParamsOf } from '../../contract/endpoints';
import type { FancyItem } from '../../contract/sports';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { keyedParams } from './keyedParams';
import { matchPagePoll } from './matchPagePoll';

/** MKT-20 POLL-09 */
export const FANCY_POLL_MS = 1_000;

/** Fancy lines of one match, read from data.fancy (API-24). */
export function createGetFancy$(call = apiCall) {
  const byParams = keyedParams((params: ParamsOf<'fancy'>) =>
    matchPagePoll({
      name: 'fancy',
      key: JSON.stringify(params),
      call: () => call('fancy', { params }).pipe(map((response) => response.data.fancy)),
      intervalMs: FANCY_POLL_MS,
    }),
  );
  return (eventId: number, leagueId: string, matchId: string): Observable<Result<FancyItem[]>> =>
    byParams({ eventId, leagueId, matchId });
}

export const getFancy$ = createGetFancy$();
