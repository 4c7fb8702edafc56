import { useObservable, useObservableState } from 'observable-hooks';
import { interval, map, startWith } from 'rxjs';
import { now } from '../../../streams/core/clock';

const TICK_MS = 1_000;

/** The stream clock's now, re-read every real second (ages on the console follow replayed time too). */
export function useTicker(): number {
  const tick$ = useObservable(() => interval(TICK_MS).pipe(startWith(0), map(() => now())));
  return useObservableState(tick$, now);
}
