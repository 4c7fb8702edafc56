import { now } from './clock';

export type ResultStatus = 'ok' | 'error' | 'stale';

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
