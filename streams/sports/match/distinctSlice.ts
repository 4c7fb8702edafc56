import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Result } from '../../core/result';

const sameJson = <V>(a: V, b: V) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * One part of a polled answer that only emits when that part changed (compared by value), so a row
 * subscribed to it re-renders only when its own prices move. undefined while there is no data.
 */
export function distinctSlice<T, R>(source$: Observable<Result<T>>, pick: (data: T) => R | undefined): Observable<R | undefined> {
  return source$.pipe(
    map((result): R | undefined => (result.data === undefined ? undefined : pick(result.data))),
    distinctUntilChanged<R | undefined>(sameJson),
  );
}
