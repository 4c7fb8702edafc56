import { map, type Observable } from 'rxjs';
import type { Match } from '../../contract/sports';
import { apiCall } from '../api/client';
import { cachedGameData } from '../core/gameDataCache';
import { keyed } from '../core/keyed';
import type { Result } from '../core/result';

/** HOME-15 HOME-17: a competition's matches (read from data.data), cached 60 s. */
export function createGetMatches$(call = apiCall) {
  return keyed((eventId: number, legueId: string): Observable<Result<Match[]>> => {
    const params = { eventId, legueId };
    return cachedGameData({
      name: 'matches',
      call: (pollIntervalMs) => call('matches', { params }, pollIntervalMs).pipe(map((response) => response.data.data)),
    });
  });
}

export const getMatches$ = createGetMatches$();
