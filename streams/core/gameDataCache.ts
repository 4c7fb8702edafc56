import { concat, defer, of, switchMap, take, tap, timer, type Observable } from 'rxjs';
import { getScheduler, now } from './clock';
import { poll, pollOnce, type PollOptions } from './poll';
import { keepLastGood, type Result } from './result';
import { replaying$ } from './source';

/** POLL-19 CONST-14: fetched game data counts as fresh for 60 s. */
export const GAME_DATA_CACHE_MS = 60_000;

export type GameDataOptions<T> = Omit<PollOptions<T>, 'intervalMs'> & {
  /** HOME-16: once loaded, never refetched (event 135's matches). */
  loadOnce?: boolean;
};

/**
 * OPEN-116 game data (events, competitions, matches, casino list and games): a subscriber gets the
 * cached answer at once; it is refetched when 60 s old, and every 60 s while watched.
 */
export function cachedGameData<T>(options: GameDataOptions<T>): Observable<Result<T>> {
  const { loadOnce = false, ...pollOptions } = options;
  let cached: Result<T> | undefined;
  const remember = tap((result: Result<T>) => {
    if (result.status === 'ok') cached = result;
  });
  const poll$ = () => (loadOnce ? pollOnce(pollOptions) : poll({ ...pollOptions, intervalMs: GAME_DATA_CACHE_MS }));
  const fetch$ = () =>
    poll$().pipe(
      keepLastGood(() => cached),
      remember,
    );
  const cachedFirst$ = defer(() => {
    if (cached === undefined) return fetch$();
    if (loadOnce) return of(cached);
    const freshForMs = Math.max(0, cached.at + GAME_DATA_CACHE_MS - now());
    return concat(of(cached), timer(freshForMs, getScheduler()).pipe(switchMap(fetch$)));
  });
  // A replay derives every value from the recording at its position, and a seek can move that position either
  // side of what was cached (whose refetch timer would wait on the paused replay clock): it never reads the cache.
  // Entering or leaving a replay reloads the app, so the mode at subscription holds.
  return replaying$.pipe(
    take(1),
    switchMap((replaying) => (replaying ? poll$() : cachedFirst$)),
  );
}
