import { BehaviorSubject, defer, Subject, tap, type Observable } from 'rxjs';
import { now } from './clock';
import { noteError, noteRequest, noteValue } from './registry';
import { errorMessage } from './result';

/** What the replayer puts in place of the network: the recorded payloads of one (name, key), on its clock. */
export interface SourceOverride {
  feed(name: string, key: string): Observable<unknown>;
}

export type SourceEvent = { name: string; key: string; payload: unknown; at: number };

let override: SourceOverride | null = null;
const replaying = new BehaviorSubject(false);
const events = new Subject<SourceEvent>();
let currentPollInterval: number | undefined;

/** True while a recording replaces the network. */
export const replaying$: Observable<boolean> = replaying.asObservable();
/** Every value that passes `source` (the recorder writes these). */
export const sourceEvents$: Observable<SourceEvent> = events.asObservable();

export function setSourceOverride(next: SourceOverride | null): void {
  override = next;
  replaying.next(next !== null);
}

/** Runs `make` (which builds a call) so that its `source` learns the poll interval, for the registry's stale status. */
export function withPollInterval<T>(intervalMs: number | undefined, make: () => T): T {
  const previous = currentPollInterval;
  currentPollInterval = intervalMs;
  try {
    return make();
  } finally {
    currentPollInterval = previous;
  }
}

/** The poll interval `withPollInterval` set for the call being built now (undefined outside a poll). */
export const pollIntervalInScope = (): number | undefined => currentPollInterval;

/**
 * The one seam every response passes. Live: subscribes `call()`. Replaying: emits the recorded payloads
 * of (name, key) as they come due and stays open (no network).
 */
export function source<T>(name: string, key: string, call: () => Observable<T>): Observable<T> {
  const intervalMs = currentPollInterval;
  return defer(() => {
    noteRequest(name, key, intervalMs);
    // Replayed payloads were validated against the endpoint schema when the recording was loaded.
    const upstream = override ? (override.feed(name, key) as Observable<T>) : call();
    return upstream.pipe(
      tap({
        next: (payload) => {
          noteValue(name, key, payload);
          events.next({ name, key, payload, at: now() });
        },
        error: (error: unknown) => noteError(name, key, errorMessage(error)),
      }),
    );
  });
}
