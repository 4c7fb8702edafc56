import { combineLatest, distinctUntilChanged, map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import type { Match, Sport } from '../../contract/sports';
import type { Result } from '../core/result';
import { events$ } from './events$';
import { getMatchesBySport$, LOAD_ONCE_SPORT_ID } from './getMatchesBySport$';

/** The sports whose matches fill the In Play / Today / Tommorow lists (horse racing has its own schedule). */
export const listedSportIds = (sports: readonly Sport[]): number[] =>
  sports.flatMap((sport) => (sport.eventId === null || sport.eventId === LOAD_ONCE_SPORT_ID ? [] : [sport.eventId]));

const sameIds = (a: number[], b: number[]) => a.join() === b.join();

/**
 * HOME-06: every listed sport's matches in one list, once each sport has answered (a sport whose call
 * failed without data counts as empty; its failure is only logged, HOME-21). undefined while loading.
 */
export function createAllMatches$(
  sports$: Observable<Result<Sport[]>> = events$,
  matchesOf: (eventId: number) => Observable<Result<Match[]>> = getMatchesBySport$,
): Observable<Match[] | undefined> {
  return sports$.pipe(
    map((result) => (result.data === undefined ? undefined : listedSportIds(result.data))),
    distinctUntilChanged((a, b) => a === b || (a !== undefined && b !== undefined && sameIds(a, b))),
    switchMap((ids) => {
      if (ids === undefined) return of(undefined);
      if (ids.length === 0) return of([]);
      return combineLatest(ids.map((id) => matchesOf(id))).pipe(map((results) => results.flatMap((r) => r.data ?? [])));
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const allMatches$ = createAllMatches$();
