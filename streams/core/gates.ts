import {
  BehaviorSubject,
  combineLatest,
  defer,
  distinctUntilChanged,
  EMPTY,
  fromEvent,
  map,
  merge,
  of,
  shareReplay,
  switchMap,
  type MonoTypeOperatorFunction,
  type Observable,
  type OperatorFunction,
} from 'rxjs';
import { browserDocument, browserWindow } from './browser';

/** After this many requests in a row got no HTTP response, the app counts as offline until one succeeds. */
export const OFFLINE_AFTER_NETWORK_FAILURES = 3;

const shared = <T>(source: Observable<T>) => source.pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));

const browserOnline$: Observable<boolean> = shared(
  (() => {
    const win = browserWindow();
    if (!win) return of(true);
    return merge(
      defer(() => of(win.navigator.onLine)),
      fromEvent(win, 'online').pipe(map(() => true)),
      fromEvent(win, 'offline').pipe(map(() => false)),
    );
  })(),
);

const consecutiveNetworkFailures = new BehaviorSubject(0);

/** Called by the API client for every request: `ok` = an HTTP response arrived (whatever its status). */
export function reportRequestOutcome(ok: boolean): void {
  consecutiveNetworkFailures.next(ok ? 0 : consecutiveNetworkFailures.value + 1);
}

/** Browser online AND the last requests did not all fail without a response. */
export const online$: Observable<boolean> = shared(
  combineLatest([browserOnline$, consecutiveNetworkFailures]).pipe(
    map(([browserOnline, failures]) => browserOnline && failures < OFFLINE_AFTER_NETWORK_FAILURES),
  ),
);

/** Page Visibility: false while the tab is hidden. */
export const visible$: Observable<boolean> = shared(
  (() => {
    const doc = browserDocument();
    if (!doc) return of(true);
    const isVisible = () => doc.visibilityState !== 'hidden';
    return merge(
      defer(() => of(isVisible())),
      fromEvent(doc, 'visibilitychange').pipe(map(isVisible)),
    );
  })(),
);

/**
 * Runs the source only while `gate$` is true: it restarts (a poll fetches at once) each time the gate opens and
 * stops when it closes. A feature brings its own gate, e.g. the session (`isLoggedIn$` of auth/).
 */
export const onlyWhile =
  <T>(gate$: Observable<boolean>): MonoTypeOperatorFunction<T> =>
  (source) =>
    gate$.pipe(switchMap((open) => (open ? source : EMPTY)));

/**
 * Runs the source only while the browser reports online; it restarts (fetching at once) when back online.
 * Failures without a response make `online$` false but do not stop polls: their retries are what detects recovery.
 */
export const withNetwork = <T>(): MonoTypeOperatorFunction<T> => onlyWhile(browserOnline$);

/** How a poll runs right now: its interval and the wait before its first fetch. */
export type Pace = { intervalMs: number; firstDelayMs: number };

/**
 * Turns a poll's visible interval into its current pace: visible → that interval, fetching at once
 * (so becoming visible fetches immediately); hidden → `hiddenIntervalMs`, or paused (`null`) when it is null.
 * A start or restart in a hidden tab (page opened in the background, refresh, login) still fetches at once;
 * only a tab that just went hidden waits a hidden interval, as it has just fetched.
 */
export const withVisibility =
  (hiddenIntervalMs: number | null): OperatorFunction<number, Pace | null> =>
  (intervalMs$) =>
    combineLatest([intervalMs$, visible$]).pipe(
      map(([intervalMs, visible], emission) => {
        if (visible) return { intervalMs, firstDelayMs: 0 };
        if (hiddenIntervalMs === null) return null;
        return { intervalMs: hiddenIntervalMs, firstDelayMs: emission === 0 ? 0 : hiddenIntervalMs };
      }),
    );
