import { BehaviorSubject, distinctUntilChanged, map, merge, skip, type Observable, type Subscription } from 'rxjs';
import { authStore, type AuthState } from '../state/slices/auth';
import { currentHostname } from '../core/browser';
import { now } from '../core/clock';
import {
  RECORDING_VERSION,
  serializeRecording,
  SESSION_LINE,
  type RecordedSession,
  type RecordingHeader,
  type RecordingLine,
} from './recording';
import { whyUnrecordable } from '../core/unrecordable';
import { HIDDEN_VALUE, streamEntries } from '../core/registry';
import { sourceEvents$ } from '../core/source';

export type RecorderState = { recording: boolean; lines: number; startedAt: number | undefined };

let header: RecordingHeader = { version: RECORDING_VERSION, startedAt: 0, host: '' };
let lines: RecordingLine[] = [];
let subscription: Subscription | undefined;
const state = new BehaviorSubject<RecorderState>({ recording: false, lines: 0, startedAt: undefined });

export const recorderState$: Observable<RecorderState> = state.asObservable();

/** The session as the recording keeps it: who is logged in, never the token. */
const sessionOf = ({ isLoggedIn, userDetails }: AuthState): RecordedSession => ({ isLoggedIn, userDetails });
/** A new `$session` line is written at each login, logout or change of user. */
const sessionIdentity = (session: RecordedSession) => `${session.isLoggedIn}:${session.userDetails?._id ?? ''}`;

/** What the app shows right now, as lines at t 0: the session, then every stream's last value. */
function startingLines(): RecordingLine[] {
  const session: RecordingLine = { t: 0, name: SESSION_LINE, key: '', payload: sessionOf(authStore.get()) };
  const values = streamEntries()
    .filter((entry) => entry.lastAt !== undefined && entry.lastValue !== HIDDEN_VALUE)
    .filter((entry) => whyUnrecordable(entry.name, entry.lastValue) === undefined)
    .map((entry): RecordingLine => ({ t: 0, name: entry.name, key: entry.key, payload: entry.lastValue }));
  return [session, ...values];
}

/**
 * Starts a fresh recording: the current session and last values first, then every value that passes
 * `source` and every login or logout, `t` ms later on the scheduler clock. Credentials are never written.
 */
export function startRecording(): void {
  stopRecording();
  const startedAt = now();
  header = { version: RECORDING_VERSION, startedAt, host: currentHostname() };
  lines = startingLines();
  const sessionChanges$ = authStore.state$.pipe(
    map(sessionOf),
    distinctUntilChanged((a, b) => sessionIdentity(a) === sessionIdentity(b)),
    skip(1),
    map((payload) => ({ name: SESSION_LINE, key: '', payload })),
  );
  subscription = merge(sourceEvents$, sessionChanges$).subscribe(({ name, key, payload }) => {
    if (whyUnrecordable(name, payload) !== undefined) return;
    lines.push({ t: now() - startedAt, name, key, payload });
    state.next({ recording: true, lines: lines.length, startedAt });
  });
  state.next({ recording: true, lines: lines.length, startedAt });
}

export function stopRecording(): void {
  subscription?.unsubscribe();
  subscription = undefined;
  state.next({ recording: false, lines: lines.length, startedAt: state.value.startedAt });
}

/** The recording so far as JSON lines (see streams/README.md). */
export function exportRecording(): string {
  return serializeRecording({ header, lines });
}

export function exportRecordingBlob(): Blob {
  return new Blob([exportRecording()], { type: 'application/x-ndjson' });
}
