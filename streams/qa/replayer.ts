import {
  asyncScheduler,
  BehaviorSubject,
  defer,
  interval,
  startWith,
  Subject,
  throwError,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { getScheduler, setScheduler } from '../core/clock';
import { parseRecording, recordedSession, SESSION_LINE, type Recording, type RecordingLine } from './recording';
import { forgetValues } from '../core/registry';
import { ReplayClock } from '../core/replayClock';
import { applyRecordedSession, beginReplayedSession, restoreSessionState } from './replaySession';
import { setSourceOverride } from '../core/source';

export const REPLAY_SPEEDS = [1, 10, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
export type ReplayState = {
  loaded: boolean;
  playing: boolean;
  speed: ReplaySpeed;
  /** ms since the recording started */
  position: number;
  duration: number;
  fileName: string;
  /** Wall-clock time at position 0 (the replay clock's `now()` is startedAt + position). */
  startedAt: number;
  host: string;
};
/** Real milliseconds between replay steps while playing. */
export const REPLAY_TICK_MS = 100;

const idle: ReplayState = { loaded: false, playing: false, speed: 1, position: 0, duration: 0, fileName: '', startedAt: 0, host: '' };
const state = new BehaviorSubject<ReplayState>(idle);
export const replayState$: Observable<ReplayState> = state.asObservable();

/** The recorded payloads of one (name, key): each new subscriber gets the latest one first; a seek forgets it. */
class ReplayFeed {
  private readonly values = new Subject<unknown>();
  private latest: { value: unknown } | undefined;
  readonly value$ = defer(() => (this.latest ? this.values.pipe(startWith(this.latest.value)) : this.values));

  next(value: unknown): void {
    this.latest = { value };
    this.values.next(value);
  }

  forget(): void {
    this.latest = undefined;
  }

  complete(): void {
    this.values.complete();
  }
}

let loaded: { recording: Recording; clock: ReplayClock; liveScheduler: SchedulerLike; keys: Set<string> } | undefined;
let cursor = 0;
let feeds = new Map<string, ReplayFeed>();
let driver: Subscription | undefined;

const idOf = (name: string, key: string) => `${name}\u0000${key}`;
const publish = (patch: Partial<ReplayState>) => state.next({ ...state.value, ...patch });

function feedFor(name: string, key: string): ReplayFeed {
  const id = idOf(name, key);
  const feed = feeds.get(id) ?? new ReplayFeed();
  feeds.set(id, feed);
  return feed;
}

function feed(name: string, key: string): Observable<unknown> {
  if (!loaded?.keys.has(idOf(name, key))) return throwError(() => new Error(`Not in the recording: ${name} ${key}`));
  return feedFor(name, key).value$;
}

function emit(line: RecordingLine): void {
  if (line.name === SESSION_LINE) applyRecordedSession(recordedSession.parse(line.payload));
  else feedFor(line.name, line.key).next(line.payload);
}

/** Moves the clock to `position`, emitting each line due on the way at its own recorded time (timers run in between). */
function runTo(position: number): void {
  if (!loaded) return;
  const { recording, clock } = loaded;
  const origin = recording.header.startedAt;
  for (let line = recording.lines[cursor]; line && line.t <= position; line = recording.lines[cursor]) {
    clock.advanceTo(origin + line.t);
    cursor += 1;
    emit(line);
  }
  clock.advanceTo(origin + position);
  publish({ position });
}

function step(virtualMs: number): void {
  const { position, duration } = state.value;
  runTo(Math.min(position + virtualMs, duration));
  if (state.value.position >= duration) pause();
}

/** Stops replaying and gives back the network, the live clock and the real localStorage (the app reloads to show live data again). */
export function stopReplay(): void {
  pause();
  setSourceOverride(null);
  if (loaded) setScheduler(loaded.liveScheduler);
  restoreSessionState();
  feeds.forEach((f) => f.complete());
  feeds = new Map();
  loaded = undefined;
  cursor = 0;
  state.next(idle);
}

/**
 * Loads a recording (JSON lines, see streams/README.md) and makes it the app's only data source, at
 * position 0 and paused. A bad line rejects it with a clear message and nothing changes.
 */
export function loadRecording(text: string, fileName = ''): { ok: true } | { ok: false; error: string } {
  const parsed = parseRecording(text);
  if (!parsed.ok) return parsed;
  stopReplay();
  const { recording } = parsed;
  const clock = new ReplayClock(recording.header.startedAt);
  const keys = new Set(recording.lines.map((line) => idOf(line.name, line.key)));
  loaded = { recording, clock, liveScheduler: getScheduler(), keys };
  setScheduler(clock);
  beginReplayedSession();
  setSourceOverride({ feed });
  const { startedAt, host } = recording.header;
  state.next({ ...idle, loaded: true, duration: recording.lines.at(-1)?.t ?? 0, fileName, startedAt, host });
  runTo(0);
  return { ok: true };
}

/** Plays at the current speed; `pace` is the real-time scheduler that paces the steps. */
export function play(pace: SchedulerLike = asyncScheduler): void {
  if (!state.value.loaded || state.value.playing) return;
  if (state.value.position >= state.value.duration) seek(0);
  driver = interval(REPLAY_TICK_MS, pace).subscribe(() => step(REPLAY_TICK_MS * state.value.speed));
  publish({ playing: true });
}

export function pause(): void {
  driver?.unsubscribe();
  driver = undefined;
  if (state.value.playing) publish({ playing: false });
}

export function setSpeed(speed: ReplaySpeed): void {
  publish({ speed });
}

/**
 * Re-derives the app's state at `position`: the session slices and the console's values are cleared,
 * the clock goes back to the start and every line from 0 to `position` is emitted again at its own time.
 */
export function seek(position: number): void {
  if (!loaded) return;
  const target = Math.max(0, Math.min(position, state.value.duration));
  loaded.clock.jumpTo(loaded.recording.header.startedAt);
  cursor = 0;
  feeds.forEach((f) => f.forget());
  forgetValues();
  beginReplayedSession();
  runTo(target);
}
