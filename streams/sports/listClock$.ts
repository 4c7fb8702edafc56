import { defer, interval, map, shareReplay, startWith, type Observable } from 'rxjs';
import { getScheduler, now } from '../core/clock';

/** The match lists re-sort into In Play / Today / Tommorow as the day turns: the time, every 30 s. */
export const LIST_CLOCK_MS = 30_000;

/** The current time at once (synchronously), then every LIST_CLOCK_MS. */
export const listClock$: Observable<number> = defer(() => interval(LIST_CLOCK_MS, getScheduler())).pipe(
  startWith(0),
  map(() => now()),
  shareReplay({ bufferSize: 1, refCount: true }),
);
