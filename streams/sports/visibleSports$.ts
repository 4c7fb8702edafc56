import { combineLatest, map, shareReplay, type Observable } from 'rxjs';
import type { LockItem, Sport } from '../../contract/sports';
import type { Result } from '../core/result';
import { eventLocks$ } from './eventLocks$';
import { events$ } from './events$';
import { visibleSports } from './visibleSports';

/** HOME-01 HOME-20: the games list without the user's locked sports; undefined until the list loads. */
export function createVisibleSports$(
  sports$: Observable<Result<Sport[]>> = events$,
  locks$: Observable<LockItem[]> = eventLocks$,
): Observable<Sport[] | undefined> {
  return combineLatest([sports$, locks$]).pipe(
    map(([sports, locks]) => (sports.data === undefined ? undefined : visibleSports(sports.data, locks))),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const visibleSports$ = createVisibleSports$();
