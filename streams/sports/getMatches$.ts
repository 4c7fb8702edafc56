import { map, type Observable } from 'rxjs';
import type { ParamsOf } from '../../contract/endpoints';
import type { Match } from '../../contract/sports';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { cachedGameData } from './gameDataCache';
import { keyedParams } from './keyedParams';

/** HOME-15 HOME-17: a competition's matches (read from data.data), cached 60 s. */
export function createGetMatches$(call = apiCall) {
  const byParams = keyedParams((params: ParamsOf<'matches'>) =>
    cachedGameData({
      name: 'matches',
      key: JSON.stringify(params),
      call: () => call('matches', { params }).pipe(map((response) => response.data.data)),
    }),
  );
  return (eventId: number, legueId: string): Observable<Result<Match[]>> => byParams({ eventId, legueId });
}

export const getMatches$ = createGetMatches$();
