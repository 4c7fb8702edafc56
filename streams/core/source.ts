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

/** True while a recording replaces the network. */
export const replaying$: Observable<boolean> = replaying.asObservable();
/** Every value that passes `source` (the recorder writes these). */
export const sourceEvents$: Observable<SourceEvent> = events.asObservable();

export function setSourceOverride(next: SourceOverride | null): void {
  override = next;
  replaying.next(next !== null);
}

/**
 * The one seam every response passes; (name, key) is the stream's identity in the registry and in recordings.
 * Live: subscribes `call()`. Replaying: emits the recorded payloads of (name, key) as they come due and stays
 * open (no network). A poll passes its interval (`pollIntervalMs`) for the registry's stale status.
 */
export function source<T>(name: string, key: string, call: () => Observable<T>, pollIntervalMs?: number): Observable<T> {
  return defer(() => {
    noteRequest(name, key, pollIntervalMs);
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
