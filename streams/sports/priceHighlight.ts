import {
  concat,
  connect,
  defer,
  distinctUntilChanged,
  interval,
  map,
  merge,
  of,
  skip,
  startWith,
  switchMap,
  take,
  timer,
  withLatestFrom,
  type OperatorFunction,
} from 'rxjs';
import { getScheduler } from '../core/clock';

/** MKT-17 CAS-ALL-26 POLL-14: prices are checked every 200 ms … */
export const PRICE_CHECK_MS = 200;
/** … and a change stays highlighted for 500 ms. */
export const PRICE_HIGHLIGHT_MS = 500;

/**
 * Turns a price stream into "highlight now?": every 200 ms the latest price is compared with the one
 * last seen (the first price is the baseline); a change is true for 500 ms, and a new change restarts it.
 */
export function priceHighlight<T>(): OperatorFunction<T, boolean> {
  return (price$) =>
    defer(() => {
      const scheduler = getScheduler();
      const checkedPrices = price$.pipe(
        connect((prices) =>
          merge(
            prices.pipe(take(1)),
            interval(PRICE_CHECK_MS, scheduler).pipe(
              withLatestFrom(prices),
              map(([, price]) => price),
            ),
          ),
        ),
      );
      return checkedPrices.pipe(
        distinctUntilChanged(),
        skip(1),
        switchMap(() => concat(of(true), timer(PRICE_HIGHLIGHT_MS, scheduler).pipe(map(() => false)))),
        startWith(false),
        distinctUntilChanged(),
      );
    });
}
