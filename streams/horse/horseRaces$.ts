import { map, shareReplay, type Observable } from 'rxjs';
import type { HorseCountry } from '../../contract/sports';
import { apiCall } from '../api/client';
import { poll } from '../core/poll';
import type { Result } from '../core/result';

/** HORSE-02 POLL-10 */
export const HORSE_POLL_MS = 60_000;

/** HORSE-01 API-22: the racing schedule (data.t1), polled every 60 s. */
export function createHorseRaces$(call = apiCall): Observable<Result<HorseCountry[]>> {
  return poll({
    name: 'horseRaces',
    call: (pollIntervalMs) => call('horseRaces', {}, pollIntervalMs).pipe(map((response) => response.data.t1)),
    intervalMs: HORSE_POLL_MS,
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
}

export const horseRaces$ = createHorseRaces$();
