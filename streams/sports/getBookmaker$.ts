import { map, type Observable } from 'rxjs';
import type { ParamsOf } from '../../contract/endpoints';
import type { BookmakerMarket } from '../../contract/sports';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { keyedParams } from './keyedParams';
import { matchPagePoll } from './matchPagePoll';

/** MKT-19 POLL-08 */
export const BOOKMAKER_POLL_MS = 2_000;

/** Bookmaker markets of one match; failures are only logged (OPEN-050), so nothing toasts from here. */
export function createGetBookmaker$(call = apiCall) {
  const byParams = keyedParams((params: ParamsOf<'bookmaker'>) =>
    matchPagePoll({
      name: 'bookmaker',
      key: JSON.stringify(params),
      call: () => call('bookmaker', { params }).pipe(map((response) => response.data)),
      intervalMs: BOOKMAKER_POLL_MS,
    }),
  );
  return (eventId: number, leagueId: string, matchId: string): Observable<Result<BookmakerMarket[]>> =>
    byParams({ eventId, leagueId, matchId });
}

export const getBookmaker$ = createGetBookmaker$();
