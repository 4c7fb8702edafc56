import { map, type Observable } from 'rxjs';
import type { Competition } from '../../contract/sports';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import type { Result } from '../core/result';
import { cachedGameData } from './gameDataCache';

/** HOME-14 OPEN-037: a sport's competitions, cached 60 s. */
export function createGetCompetitions$(call = apiCall) {
  const byKey = keyed((eventId: `${number}`) =>
    cachedGameData({
      name: 'competitions',
      key: eventId,
      call: () => call('competitions', { params: { eventId: Number(eventId) } }).pipe(map((response) => response.data)),
    }),
  );
  return (eventId: number): Observable<Result<Competition[]>> => byKey(`${eventId}`);
}

export const getCompetitions$ = createGetCompetitions$();
