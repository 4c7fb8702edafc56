import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { of, timer } from 'rxjs';
import { getScheduler, now } from '../../../../streams/core/clock';
import { poll } from '../../../../streams/core/poll';
import { serializeRecording } from '../../../../streams/qa/recording';
import {
  loadRecording,
  pause,
  play,
  replayState$,
  seek,
  setSpeed,
  stopReplay,
  type ReplaySpeed,
  type ReplayState,
} from '../../../../streams/qa/replayer';
import { REPLAY_SESSION_TOKEN } from '../../../../streams/qa/replaySession';
import { source } from '../../../../streams/core/source';
import { createMinMax$ } from '../../../../streams/limits/minMax$';
import { createEvents$ } from '../../../../streams/sports/events$';
import { authStore } from '../../../../streams/state/slices/auth';
import { createTestScheduler } from '../../testScheduler';
import { loadTransport } from '../../../../streams/api/request';

const START = 1_700_000_000_000;
const user = { _id: 'u1', userName: 'demo@Exchange', role: { name: 'User' }, currency: 'INR', openingBalance: 1000 };
const recording = serializeRecording({
  header: { version: 1, startedAt: START, host: 'localhost' },
  lines: [
    { t: 0, name: 'ticker', key: 'k', payload: 'a' },
    { t: 3000, name: '$session', key: '', payload: { isLoggedIn: true, userDetails: user } },
    { t: 5000, name: 'ticker', key: 'k', payload: 'b' },
    { t: 10000, name: 'ticker', key: 'k', payload: 'c' },
  ],
});

const replayState = () => {
  let current: ReplayState | undefined;
  replayState$.subscribe((s) => (current = s)).unsubscribe();
  return current;
};

/** Plays `text` from the start at `speed`; each value of ticker/k with the real (pacing) time and the replay clock's time. */
function playAt(speed: ReplaySpeed) {
  const network = vi.fn();
  const seen: Array<{ value: unknown; realMs: number; recordedMs: number }> = [];
  const scheduler = createTestScheduler();
  scheduler.run(({ flush }) => {
    loadRecording(recording);
    setSpeed(speed);
    source('ticker', 'k', network).subscribe((value) => seen.push({ value, realMs: scheduler.now(), recordedMs: now() - START }));
    play();
    flush();
  });
  expect(network).not.toHaveBeenCalled();
  return seen;
}

describe('replayer', () => {
  // The app loads its HTTP client with the first call; replays on virtual time need it there already.
  beforeAll(() => loadTransport());
  afterEach(() => stopReplay());

  it.each([
    [1, [0, 5000, 10000]],
    [10, [0, 500, 1000]],
    [60, [0, 100, 200]],
  ] as const)(
    'OPEN-001 issue: replay at %i× delivers each line at its recorded time on the replay clock, paced in real time',
    (speed, realMs) => {
      const seen = playAt(speed);
      expect(seen.map((s) => s.value)).toEqual(['a', 'b', 'c']);
      expect(seen.map((s) => s.realMs)).toEqual(realMs);
      expect(seen.map((s) => s.recordedMs)).toEqual([0, 5000, 10000]);
      expect(replayState()).toMatchObject({ loaded: true, playing: false, speed, position: 10000, duration: 10000 });
    },
  );

  it('OPEN-001 pause holds the position; play continues from it', () => {
    const seen: Array<[unknown, number]> = [];
    const scheduler = createTestScheduler();
    scheduler.run(({ flush }) => {
      loadRecording(recording);
      setSpeed(10);
      source('ticker', 'k', vi.fn()).subscribe((v) => seen.push([v, scheduler.now()]));
      play();
      timer(700).subscribe(() => pause());
      timer(1500).subscribe(() => expect(replayState()).toMatchObject({ playing: false, position: 7000 }));
      timer(2000).subscribe(() => play());
      flush();
    });
    expect(seen).toEqual([
      ['a', 0],
      ['b', 500],
      ['c', 2300],
    ]);
  });

  it('OPEN-001 issue: replay seek re-derives the state at t, whatever the position before', () => {
    expect(loadRecording(recording)).toEqual({ ok: true });
    const seen: unknown[] = [];
    source('ticker', 'k', vi.fn()).subscribe((v) => seen.push(v));
    seek(7000);
    expect(authStore.get()).toEqual({ isLoggedIn: true, userDetails: user, accessToken: REPLAY_SESSION_TOKEN });
    expect(now()).toBe(START + 7000);
    seek(2000);
    expect(seen).toEqual(['a', 'a', 'b', 'a']);
    expect(authStore.get().isLoggedIn).toBe(false);
    expect(now()).toBe(START + 2000);
  });

  it('OPEN-001 a subscriber that arrives after a backward seek does not get a value from later in the recording', () => {
    loadRecording(recording);
    seek(10000);
    seek(1000);
    const seen: unknown[] = [];
    source('ticker', 'k', vi.fn()).subscribe((v) => seen.push(v));
    expect(seen).toEqual(['a']);
  });

  it('OPEN-001 polls do not fetch on their own timers while replaying: the recording drives them', () => {
    const network = vi.fn();
    const seen: Array<[unknown, number]> = [];
    const scheduler = createTestScheduler();
    scheduler.run(({ flush }) => {
      loadRecording(recording);
      setSpeed(60);
      poll({ name: 'ticker', intervalMs: 100, call: () => source('ticker', 'k', network) }).subscribe((r) =>
        seen.push([r.data, scheduler.now()]),
      );
      play();
      flush();
    });
    expect(network).not.toHaveBeenCalled();
    expect(seen).toEqual([
      ['a', 0],
      ['b', 100],
      ['c', 200],
    ]);
  });

  it('OPEN-001 a (name, key) missing from the recording fails clearly', () => {
    loadRecording(recording);
    const errors: string[] = [];
    source('other', 'x', vi.fn()).subscribe({ error: (e: Error) => errors.push(e.message) });
    expect(errors).toEqual(['Not in the recording: other x']);
  });

  it('OPEN-001 a bad file is rejected with its line, nothing is loaded and the live clock stays', () => {
    const live = getScheduler();
    expect(loadRecording(`${recording}{"t":1,"name":"ticker"\n`)).toEqual({ ok: false, error: 'Line 6: not JSON' });
    expect(replayState()?.loaded).toBe(false);
    expect(getScheduler()).toBe(live);
  });

  it('OPEN-001 while loaded, app timers run on the replay clock; stopping gives the live scheduler back', () => {
    const live = getScheduler();
    loadRecording(recording, 'session.jsonl');
    expect(getScheduler()).not.toBe(live);
    expect(replayState()).toMatchObject({ fileName: 'session.jsonl', startedAt: START, host: 'localhost', position: 0 });
    stopReplay();
    expect(getScheduler()).toBe(live);
  });

  it('OPEN-001 one-shot fetches and cached game data started in a replay take their recorded values, later lines included', () => {
    const sports = (name: string) => ({ status: true, data: [{ eventId: 4, name }] });
    loadRecording(
      serializeRecording({
        header: { version: 1, startedAt: START, host: 'localhost' },
        lines: [
          { t: 0, name: 'events', key: 'v2/get-events', payload: sports('Cricket') },
          { t: 0, name: 'minMax', key: 'get-min-max/d1', payload: { status: true, data: { delay: 7 } } },
          { t: 90_000, name: 'events', key: 'v2/get-events', payload: sports('Tennis') },
        ],
      }),
    );
    const events: unknown[] = [];
    const delays: number[] = [];
    createEvents$().subscribe((result) => events.push(result.data));
    createMinMax$(undefined, of('d1')).subscribe((limits) => delays.push(limits.betDelayMs));
    seek(90_000);
    expect(events).toEqual([[{ eventId: 4, name: 'Cricket' }], [{ eventId: 4, name: 'Cricket' }], [{ eventId: 4, name: 'Tennis' }]]);
    expect(delays.at(-1)).toBe(7_000);
  });

  it('OPEN-001 cached game data subscribed again after a seek shows the recording at the new position, not what an earlier subscriber cached', () => {
    const sports = (name: string) => ({ status: true, data: [{ eventId: 4, name }] });
    loadRecording(
      serializeRecording({
        header: { version: 1, startedAt: START, host: 'localhost' },
        lines: [
          { t: 0, name: 'events', key: 'v2/get-events', payload: sports('Cricket') },
          { t: 90_000, name: 'events', key: 'v2/get-events', payload: sports('Tennis') },
        ],
      }),
    );
    const events$ = createEvents$();
    const seen = (): unknown[] => {
      const values: unknown[] = [];
      events$.subscribe((result) => values.push(result.data)).unsubscribe();
      return values;
    };
    expect(seen()).toEqual([[{ eventId: 4, name: 'Cricket' }]]);
    seek(95_000);
    expect(seen()).toEqual([[{ eventId: 4, name: 'Tennis' }]]);
    seek(1_000);
    expect(seen()).toEqual([[{ eventId: 4, name: 'Cricket' }]]);
  });
});
