import { takeWhile, type Observable } from 'rxjs';
import { poll, type PollOptions } from '../core/poll';
import type { Result } from '../core/result';

/** The nominal interval of a one-shot fetch: only its retries and stale status use it. */
export const ONE_SHOT_INTERVAL_MS = 60_000;

/** A poll that stops after its first good answer: retries with backoff until then, failures as values. */
export function pollOnce<T>(options: Omit<PollOptions<T>, 'intervalMs'>): Observable<Result<T>> {
  return poll({ ...options, intervalMs: ONE_SHOT_INTERVAL_MS }).pipe(takeWhile((result) => result.status !== 'ok', true));
}
