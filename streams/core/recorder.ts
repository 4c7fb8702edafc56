import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { now } from './clock';
import { serializeRecording, type RecordingLine } from './recording';
import { sourceEvents$ } from './source';

export type RecorderState = { recording: boolean; lines: number };

let lines: RecordingLine[] = [];
let subscription: Subscription | undefined;
const state = new BehaviorSubject<RecorderState>({ recording: false, lines: 0 });

export const recorderState$: Observable<RecorderState> = state.asObservable();

/** Starts a fresh recording of every value that passes `source`; `t` is measured on the scheduler clock. */
export function startRecording(): void {
  stopRecording();
  lines = [];
  const startedAt = now();
  subscription = sourceEvents$.subscribe(({ name, key, payload, at }) => {
    lines.push({ t: at - startedAt, name, key, payload });
    state.next({ recording: true, lines: lines.length });
  });
  state.next({ recording: true, lines: 0 });
}

export function stopRecording(): void {
  subscription?.unsubscribe();
  subscription = undefined;
  state.next({ recording: false, lines: lines.length });
}

/** The recording so far as JSON lines (see streams/README.md). */
export function exportRecording(): string {
  return serializeRecording(lines);
}

export function exportRecordingBlob(): Blob {
  return new Blob([exportRecording()], { type: 'application/x-ndjson' });
}
