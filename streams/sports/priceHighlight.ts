import {
  connect,
  defer,
  delay,
  distinctUntilChanged,
  interval,
  map,
  merge,
  scan,
  share,
  skip,
  startWith,
  take,
  withLatestFrom,
  type Observable,
  type OperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { getScheduler } from '../core/clock';

/** MKT-17 CAS-ALL-26 POLL-14: prices are checked every 200 ms … */
export const PRICE_CHECK_MS = 200;
/** … and a change stays highlighted for 500 ms. */
export const PRICE_HIGHLIGHT_MS = 500;

interface CheckClock {
  /** The number of each 200 ms check. */
  checks$: Observable<number>;
  /** Each check's number again, 500 ms after it: the end of a highlight lit at that check. */
  ends$: Observable<number>;
}

const clocks = new WeakMap<SchedulerLike, CheckClock>();

/**
 * One check clock per scheduler, shared by every price on screen: all of them are checked, and their
 * highlights go out, in the same task, so React commits a tick's highlights together rather than one
 * commit per price (and the page runs one timer, not one per price).
 */
function checkClock(scheduler: SchedulerLike): CheckClock {
  let clock = clocks.get(scheduler);
  if (!clock) {
    const checks$ = interval(PRICE_CHECK_MS, scheduler).pipe(share());
    clock = { checks$, ends$: checks$.pipe(delay(PRICE_HIGHLIGHT_MS, scheduler), share()) };
    clocks.set(scheduler, clock);
  }
  return clock;
}

type Light = { lit: boolean; check: number };

/**
 * Turns a price stream into "highlight now?": at every check the latest price is compared with the one
 * last seen (the first price is the baseline); a change is true for 500 ms, and a new change restarts it.
 */
export function priceHighlight<T>(): OperatorFunction<T, boolean> {
  return (price$) =>
    defer(() => {
      const { checks$, ends$ } = checkClock(getScheduler());
      const changedAt$ = price$.pipe(
        connect((prices) =>
          merge(
            prices.pipe(
              take(1),
              map((price) => ({ price, check: -1 })),
            ),
            checks$.pipe(
              withLatestFrom(prices),
              map(([check, price]) => ({ price, check })),
            ),
          ),
        ),
        distinctUntilChanged((a, b) => a.price === b.price),
        skip(1),
        map(({ check }) => check),
      );
      return merge(
        changedAt$.pipe(map((check): Light => ({ lit: true, check }))),
        ends$.pipe(map((check): Light => ({ lit: false, check }))),
      ).pipe(
        scan((light, event) => (event.lit || event.check === light.check ? event : light), { lit: false, check: -1 }),
        map((light) => light.lit),
        startWith(false),
        distinctUntilChanged(),
      );
    });
}
