import { defer, map, type MonoTypeOperatorFunction } from 'rxjs';
import { now } from './clock';

export type ResultStatus = 'ok' | 'error' | 'stale';

/** A failing poll whose last good data is older than this many intervals reports 'stale'. */
const STALE_AFTER_INTERVALS = 3;

/** The status of a failure at `at`: 'stale' when the last good data (from `lastGoodAt`) is older than 3 intervals. */
export function failureStatus(lastGoodAt: number | undefined, intervalMs: number | undefined, at: number): 'error' | 'stale' {
  if (lastGoodAt === undefined || intervalMs === undefined) return 'error';
  return at - lastGoodAt > STALE_AFTER_INTERVALS * intervalMs ? 'stale' : 'error';
}

/** A poll's value: failures arrive as values so a failing poll never ends its stream. */
export type Result<T> = {
  status: ResultStatus;
  data: T | undefined;
  error: string | undefined;
  at: number;
};

export function okResult<T>(data: T, at: number = now()): Result<T> {
  return { status: 'ok', data, error: undefined, at };
}

/** `data` is the last good value, kept so the screen can go on showing it. */
export function errorResult<T>(error: string, data?: T, at: number = now(), status: 'error' | 'stale' = 'error'): Result<T> {
  return { status, data, error, at };
}

export function mapResult<T, U>(result: Result<T>, project: (data: T) => U): Result<U> {
  return { ...result, data: result.data === undefined ? undefined : project(result.data) };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A failure without data carries the last good data seen — from this stream, or `seed` (an earlier
 * stream's, e.g. a cache) — so a failed refetch or a restarted poll never empties what is shown.
 */
export function keepLastGood<T>(seed: () => Result<T> | undefined = () => undefined): MonoTypeOperatorFunction<Result<T>> {
  return (source) =>
    defer(() => {
      let lastGood = seed();
      return source.pipe(
        map((result) => {
          if (result.status === 'ok') lastGood = result;
          return result.data !== undefined || lastGood === undefined ? result : { ...result, data: lastGood.data };
        }),
      );
    });
}
