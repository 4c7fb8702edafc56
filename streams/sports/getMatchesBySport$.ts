import { map, type Observable } from 'rxjs';
import type { Match } from '../../contract/sports';
import { apiCall } from '../api/client';
import { cachedGameData } from '../core/gameDataCache';
import { keyed } from '../core/keyed';
import type { Result } from '../core/result';

/** HOME-16 API-21: Horse Racing's matches are never refetched once loaded. */
export const LOAD_ONCE_SPORT_ID = 135;

/** HOME-05 HOME-16: a sport's events (read from data), cached 60 s. */
export function createGetMatchesBySport$(call = apiCall) {
  return keyed((eventId: number): Observable<Result<Match[]>> =>
    cachedGameData({
      name: 'matchesBySport',
      call: (pollIntervalMs) => call('matchesBySport', { params: { eventId } }, pollIntervalMs).pipe(map((response) => response.data)),
      loadOnce: eventId === LOAD_ONCE_SPORT_ID,
    }),
  );
}

export const getMatchesBySport$ = createGetMatchesBySport$();
