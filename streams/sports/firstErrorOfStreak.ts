import { distinctUntilChanged, filter, map, type OperatorFunction } from 'rxjs';
import type { Result } from '../core/result';

const FALLBACK_ERROR = 'Request failed';

/**
 * MKT-21 MSG-21 OPEN-051: the error message of the first failure of each failure streak (a good
 * answer ends the streak), so the app toasts once per outage, not every poll.
 */
export function firstErrorOfStreak<T>(): OperatorFunction<Result<T>, string> {
  return (results) =>
    results.pipe(
      map((result) => (result.status === 'ok' ? null : (result.error ?? FALLBACK_ERROR))),
      distinctUntilChanged((previous, next) => (previous === null) === (next === null)),
      filter((error): error is string => error !== null),
    );
}
