import { concat, defer, of, switchMap, tap, timer, type Observable } from 'rxjs';
import { getScheduler, now } from './clock';
import { poll, pollOnce, type PollOptions } from './poll';
import { keepLastGood, type Result } from './result';

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
  const fetch$ = () =>
    (loadOnce ? pollOnce(pollOptions) : poll({ ...pollOptions, intervalMs: GAME_DATA_CACHE_MS })).pipe(
      keepLastGood(() => cached),
      remember,
    );
  return defer(() => {
    if (cached === undefined) return fetch$();
    if (loadOnce) return of(cached);
    const freshForMs = Math.max(0, cached.at + GAME_DATA_CACHE_MS - now());
    return concat(of(cached), timer(freshForMs, getScheduler()).pipe(switchMap(fetch$)));
  });
}
