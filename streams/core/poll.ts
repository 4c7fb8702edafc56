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
import { session$, withNetwork, withSession, withVisibility, type Pace } from './gates';
import { errorMessage, errorResult, keepLastGood, okResult, type Result } from './result';
import { replaying$, withPollInterval } from './source';

export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** ±20 % */
export const RETRY_JITTER = 0.2;
/** A failing poll whose last good data is older than this many intervals reports 'stale'. */
export const STALE_AFTER_INTERVALS = 3;
/** The nominal interval of a one-shot fetch (`pollOnce`): only its stale status and the registry use it. */
export const ONE_SHOT_INTERVAL_MS = 60_000;

export type PollOptions<T> = {
  /** Names the poll (the registry and replay identify its calls by the `source` they pass). */
  name: string;
  key: string;
  call: () => Observable<T>;
  intervalMs: number;
  /**
   * Interval while the tab is hidden; `null` pauses the poll while hidden. Default: paused — live data no
   * one can see is not fetched, and becoming visible fetches at once.
   */
  hiddenIntervalMs?: number | null;
  /** Runs only while a session exists (logged-in calls). */
  requiresSession?: boolean;
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
  const { intervalMs, hiddenIntervalMs = null, requiresSession = false, refresh$ = EMPTY } = options;
  // Last good data lives per session: a new login never shows the previous user's data.
  const live = defer(() => {
    let lastGood: { data: T; at: number } | undefined;

    const attempt = (failures: number): Observable<Step<T>> =>
      defer(() => withPollInterval(intervalMs, options.call)).pipe(
        take(1),
        throwIfEmpty(() => new Error(`${options.name} returned nothing`)),
        map((data): Step<T> => {
          lastGood = { data, at: now() };
          return { result: okResult(data, lastGood.at), failures: 0 };
        }),
        catchError((error: unknown) => {
          const stale = lastGood !== undefined && now() - lastGood.at > STALE_AFTER_INTERVALS * intervalMs;
          const result = errorResult(errorMessage(error), lastGood?.data, now(), stale ? 'stale' : 'error');
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
  }).pipe(requiresSession ? withSession() : identity);

  const replayed = defer(options.call).pipe(
    map((data) => okResult(data)),
    catchError((error: unknown) => of(errorResult<T>(errorMessage(error)))),
  );

  return replaying$.pipe(switchMap((isReplaying) => (isReplaying ? replayed : live)));
}

/** A poll that stops after its first good answer: retries with backoff until then, failures as values. */
export function pollOnce<T>(options: Omit<PollOptions<T>, 'intervalMs'>): Observable<Result<T>> {
  return poll({ ...options, intervalMs: ONE_SHOT_INTERVAL_MS }).pipe(takeWhile((result) => result.status !== 'ok', true));
}

/**
 * MKT-23 POLL-16 AUTH-28: polls live only while a session exists; without one it fetches a single
 * snapshot. Logging in switches to live polling at once, keeping the snapshot shown if that first fetch fails.
 */
export function pollLiveForSession<T>(options: PollOptions<T>): Observable<Result<T>> {
  return session$.pipe(
    switchMap((loggedIn) => (loggedIn ? poll(options) : pollOnce(options))),
    keepLastGood(),
  );
}
