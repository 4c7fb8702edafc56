import {
  catchError,
  defer,
  EMPTY,
  expand,
  identity,
  map,
  merge,
  of,
  switchMap,
  take,
  takeWhile,
  throwIfEmpty,
  timer,
  type Observable,
} from 'rxjs';
import { getScheduler, jitter, now } from './clock';
import { onlyWhile, withNetwork, withVisibility, type Pace } from './gates';
import { errorMessage, errorResult, failureStatus, okResult, type Result } from './result';
import { replaying$ } from './source';

export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** ±20 % */
export const RETRY_JITTER = 0.2;
/** The nominal interval of a one-shot fetch (`pollOnce`): only its stale status and the registry use it. */
export const ONE_SHOT_INTERVAL_MS = 60_000;

export type PollOptions<T> = {
  /** Names the poll in its own error messages. The registry and replay know its calls by the `source` they pass. */
  name: string;
  /**
   * Makes one request. It hands `pollIntervalMs` on to its `source` (`apiCall(name, input, pollIntervalMs)`),
   * so the registry entry of that (name, key) knows the poll's interval.
   */
  call: (pollIntervalMs: number) => Observable<T>;
  intervalMs: number;
  /**
   * Interval while the tab is hidden; `null` pauses the poll while hidden. Default: paused — live data no
   * one can see is not fetched, and becoming visible fetches at once.
   */
  hiddenIntervalMs?: number | null;
  /**
   * Runs only while this is true (e.g. the session, `isLoggedIn$` of auth/): it fetches at once when it turns
   * true and stops when it turns false. Default: always.
   */
  onlyWhile$?: Observable<boolean>;
  /** Each emission fetches at once and restarts the interval (manual refresh, invalidation). */
  refresh$?: Observable<unknown>;
};

/** Delay before retry number `failures` (1-based): 1 s doubling, capped at 30 s, ±20 % jitter. */
export function backoffMs(failures: number): number {
  const base = Math.min(RETRY_BASE_MS * 2 ** (failures - 1), RETRY_MAX_MS);
  return Math.round(base * (1 + (jitter() * 2 - 1) * RETRY_JITTER));
}

type Step<T> = { result: Result<T>; failures: number };

/**
 * The one polling building block: first fetch at once, the next one `intervalMs` after the previous
 * completes (never two in flight, OPEN-115), retries with capped backoff, failures as values.
 * While a recording is replayed the call is subscribed once and its replayed values drive the stream.
 */
export function poll<T>(options: PollOptions<T>): Observable<Result<T>> {
  const { intervalMs, hiddenIntervalMs = null, onlyWhile$, refresh$ = EMPTY } = options;
  // Last good data lives per session: a new login never shows the previous user's data.
  const live = defer(() => {
    let lastGood: { data: T; at: number } | undefined;

    const attempt = (failures: number): Observable<Step<T>> =>
      defer(() => options.call(intervalMs)).pipe(
        take(1),
        throwIfEmpty(() => new Error(`${options.name} returned nothing`)),
        map((data): Step<T> => {
          lastGood = { data, at: now() };
          return { result: okResult(data, lastGood.at), failures: 0 };
        }),
        catchError((error: unknown) => {
          const at = now();
          const result = errorResult(errorMessage(error), lastGood?.data, at, failureStatus(lastGood?.at, intervalMs, at));
          return of({ result, failures: failures + 1 });
        }),
      );

    const run = (pace: Pace): Observable<Result<T>> => {
      const wait = (ms: number) => timer(ms, getScheduler());
      const first = pace.firstDelayMs > 0 ? wait(pace.firstDelayMs).pipe(switchMap(() => attempt(0))) : attempt(0);
      return first.pipe(
        expand((step) =>
          wait(step.failures === 0 ? pace.intervalMs : backoffMs(step.failures)).pipe(switchMap(() => attempt(step.failures))),
        ),
        map((step) => step.result),
      );
    };

    return merge(of(undefined), refresh$).pipe(
      switchMap(() => of(intervalMs).pipe(withVisibility(hiddenIntervalMs))),
      switchMap((pace) => (pace ? run(pace) : EMPTY)),
      withNetwork(),
    );
  }).pipe(onlyWhile$ ? onlyWhile(onlyWhile$) : identity);

  const replayed = defer(() => options.call(intervalMs)).pipe(
    map((data) => okResult(data)),
    catchError((error: unknown) => of(errorResult<T>(errorMessage(error)))),
  );

  return replaying$.pipe(switchMap((isReplaying) => (isReplaying ? replayed : live)));
}

/** A poll that stops after its first good answer: retries with backoff until then, failures as values. */
export function pollOnce<T>(options: Omit<PollOptions<T>, 'intervalMs'>): Observable<Result<T>> {
  return poll({ ...options, intervalMs: ONE_SHOT_INTERVAL_MS }).pipe(takeWhile((result) => result.status !== 'ok', true));
}
