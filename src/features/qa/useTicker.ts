import { useObservable, useObservableState } from 'observable-hooks';
import { interval, map, merge } from 'rxjs';
import { now } from '../../../streams/core/clock';
import { replayState$ } from '../../../streams/qa/replayer';

const TICK_MS = 1_000;

/** The stream clock's now, re-read every real second and at each replay step or seek (ages follow replayed time). */
export function useTicker(): number {
  const tick$ = useObservable(() => merge(interval(TICK_MS), replayState$).pipe(map(() => now())));
  return useObservableState(tick$, now);
}
