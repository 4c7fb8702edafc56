import {
  asyncScheduler,
  BehaviorSubject,
  interval,
  ReplaySubject,
  throwError,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { getScheduler, setScheduler } from './clock';
import { parseRecording, type RecordingLine } from './recording';
import { ReplayClock } from './replayClock';
import { setSourceOverride } from './source';

export const REPLAY_SPEEDS = [1, 10, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
export type ReplayState = { loaded: boolean; playing: boolean; speed: ReplaySpeed; position: number; duration: number };
/** Real milliseconds between replay steps while playing. */
export const REPLAY_TICK_MS = 100;

const idle: ReplayState = { loaded: false, playing: false, speed: 1, position: 0, duration: 0 };
const state = new BehaviorSubject<ReplayState>(idle);
export const replayState$: Observable<ReplayState> = state.asObservable();

let lines: RecordingLine[] = [];
let cursor = 0;
let feeds = new Map<string, ReplaySubject<unknown>>();
let clock: ReplayClock | undefined;
let liveScheduler: SchedulerLike | undefined;
let driver: Subscription | undefined;

const idOf = (name: string, key: string) => `${name}\u0000${key}`;
const publish = (patch: Partial<ReplayState>) => state.next({ ...state.value, ...patch });

function feedFor(name: string, key: string): ReplaySubject<unknown> {
  const id = idOf(name, key);
  let feed = feeds.get(id);
  if (!feed) {
    feed = new ReplaySubject<unknown>(1);
    feeds.set(id, feed);
  }
  return feed;
}

function feed(name: string, key: string): Observable<unknown> {
  if (!lines.some((line) => line.name === name && line.key === key)) {
    return throwError(() => new Error(`Not in the recording: ${name} ${key}`));
  }
  return feedFor(name, key).asObservable();
}

/** Emits every line due by `position`, in recorded order. */
function emitUpTo(position: number): void {
  for (let line = lines[cursor]; line && line.t <= position; line = lines[cursor]) {
    feedFor(line.name, line.key).next(line.payload);
    cursor += 1;
  }
}

function step(virtualMs: number): void {
  const { position, duration } = state.value;
  const next = Math.min(position + virtualMs, duration);
  emitUpTo(next);
  clock?.advanceBy(next - position);
  publish({ position: next });
  if (next >= duration) pause();
}

/** Stops replaying and gives the app back its network and clock. */
export function stopReplay(): void {
  pause();
  setSourceOverride(null);
  if (liveScheduler) setScheduler(liveScheduler);
  feeds.forEach((f) => f.complete());
  feeds = new Map();
  lines = [];
  cursor = 0;
  clock = undefined;
  liveScheduler = undefined;
  state.next(idle);
}

/** Loads a recording (JSON lines); a bad line rejects it with a clear message and nothing is loaded. */
export function loadRecording(text: string): { ok: true } | { ok: false; error: string } {
  const parsed = parseRecording(text);
  if (!parsed.ok) return parsed;
  stopReplay();
  lines = parsed.lines;
  clock = new ReplayClock();
  liveScheduler = getScheduler();
  setScheduler(clock);
  setSourceOverride({ feed });
  emitUpTo(0);
  state.next({ ...idle, loaded: true, duration: lines[lines.length - 1]?.t ?? 0 });
  return { ok: true };
}

/** Plays at the current speed; `driver` is the real-time scheduler that paces the steps. */
export function play(driver$: SchedulerLike = asyncScheduler): void {
  if (!state.value.loaded || state.value.playing) return;
  if (state.value.position >= state.value.duration) seek(0);
  driver = interval(REPLAY_TICK_MS, driver$).subscribe(() => step(REPLAY_TICK_MS * state.value.speed));
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

/** Re-runs the recording from 0 to `position` at once (every line up to it is emitted again, in order). */
export function seek(position: number): void {
  if (!state.value.loaded) return;
  const target = Math.max(0, Math.min(position, state.value.duration));
  cursor = 0;
  emitUpTo(target);
  publish({ position: target });
}
