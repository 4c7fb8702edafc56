import { distinctUntilChanged, filter, map, pairwise, type OperatorFunction } from 'rxjs';
import type { CasinoBetLock } from './isBetLocked$';

/** CAS-ALL-14 CAS-T20-03: emits each time open betting closes, so the app can clear an open slip. */
export function betCloses(): OperatorFunction<CasinoBetLock, void> {
  return (locks) =>
    locks.pipe(
      map((lock) => lock.locked),
      distinctUntilChanged(),
      pairwise(),
      filter(([wasLocked, isLocked]) => !wasLocked && isLocked),
      map(() => undefined),
    );
}
