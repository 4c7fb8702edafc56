import { map, type Observable } from 'rxjs';
import type { Competition } from '../../contract/sports';
import { apiCall } from '../api/client';
import { cachedGameData } from '../core/gameDataCache';
import { keyed } from '../core/keyed';
import type { Result } from '../core/result';

/** HOME-14 OPEN-037: a sport's competitions, cached 60 s. */
export function createGetCompetitions$(call = apiCall) {
  return keyed((eventId: number): Observable<Result<Competition[]>> =>
    cachedGameData({
      name: 'competitions',
      call: (pollIntervalMs) => call('competitions', { params: { eventId } }, pollIntervalMs).pipe(map((response) => response.data)),
    }),
  );
}

export const getCompetitions$ = createGetCompetitions$();
