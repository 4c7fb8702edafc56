import { map, shareReplay, type Observable } from 'rxjs';
import type { Sport } from '../../contract/sports';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { cachedGameData } from '../core/gameDataCache';

/** HOME-13 API-18: the sports catalogue (sent without auth headers, per the endpoint's access), cached 60 s. */
export function createEvents$(call = apiCall): Observable<Result<Sport[]>> {
  return cachedGameData({
    name: 'events',
    call: (pollIntervalMs) => call('events', {}, pollIntervalMs).pipe(map((response) => response.data)),
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
}

export const events$ = createEvents$();
