import { BehaviorSubject, map, type Observable } from 'rxjs';
import { now } from './clock';
import { whyUnrecordable } from './unrecordable';
import { failureStatus, type ResultStatus } from './result';

/** One stream that has passed `source`, as the QA console lists it (age = now − lastAt, computed by the UI). */
export type StreamEntry = {
  name: string;
  key: string;
  lastValue: unknown;
  lastAt: number | undefined;
  status: ResultStatus;
  error: string | undefined;
  requests: number;
  /** The interval of the poll that made the call (none outside a poll): an error with data older than 3 intervals is 'stale'. */
  intervalMs: number | undefined;
};

const entries = new BehaviorSubject<ReadonlyMap<string, StreamEntry>>(new Map());

export const streamRegistry$: Observable<StreamEntry[]> = entries.pipe(map((all) => [...all.values()]));

/** What the console shows instead of a value that carries credentials (the sign-in answer). */
export const HIDDEN_VALUE = '(hidden: carries credentials)';

/** The registry as it stands (the recorder starts each recording from these last values). */
export function streamEntries(): StreamEntry[] {
  return [...entries.value.values()];
}

const idOf = (name: string, key: string) => `${name}\u0000${key}`;

function change(name: string, key: string, edit: (entry: StreamEntry) => StreamEntry): void {
  const id = idOf(name, key);
  const current = entries.value.get(id) ?? {
    name,
    key,
    lastValue: undefined,
    lastAt: undefined,
    status: 'ok',
    error: undefined,
    requests: 0,
    intervalMs: undefined,
  };
  const next = new Map(entries.value);
  next.set(id, edit(current));
  entries.next(next);
}

/** A request of (name, key) went out; `pollIntervalMs` is given when a poll made it. */
export function noteRequest(name: string, key: string, pollIntervalMs: number | undefined): void {
  change(name, key, (e) => ({ ...e, requests: e.requests + 1, intervalMs: pollIntervalMs ?? e.intervalMs }));
}

export function noteValue(name: string, key: string, value: unknown): void {
  const shown = whyUnrecordable(name, value) === undefined ? value : HIDDEN_VALUE;
  change(name, key, (e) => ({ ...e, lastValue: shown, lastAt: now(), status: 'ok', error: undefined }));
}

/**
 * Forgets every last value (a replay seek re-derives them); names, keys and request counts stay, and so
 * does the error of a stream that never had a value (e.g. "Not in the recording": no line will bring it back).
 */
export function forgetValues(): void {
  const cleared = [...entries.value].map(([id, e]): [string, StreamEntry] => [
    id,
    e.lastAt === undefined ? e : { ...e, lastValue: undefined, lastAt: undefined, status: 'ok', error: undefined },
  ]);
  entries.next(new Map(cleared));
}

export function noteError(name: string, key: string, error: string): void {
  change(name, key, (e) => ({ ...e, status: failureStatus(e.lastAt, e.intervalMs, now()), error }));
}
