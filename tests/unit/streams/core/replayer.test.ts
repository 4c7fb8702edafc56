import { afterEach, describe, expect, it, vi } from 'vitest';
import { timer } from 'rxjs';
import { getScheduler } from '../../../../streams/core/clock';
import { poll } from '../../../../streams/core/poll';
import { serializeRecording } from '../../../../streams/core/recording';
import {
  loadRecording,
  pause,
  play,
  replayState$,
  seek,
  setSpeed,
  stopReplay,
  type ReplayState,
} from '../../../../streams/core/replayer';
import { source } from '../../../../streams/core/source';
import { createTestScheduler } from '../../testScheduler';

const recording = serializeRecording([
  { t: 0, name: 'ticker', key: 'k', payload: 'a' },
  { t: 5000, name: 'ticker', key: 'k', payload: 'b' },
  { t: 10000, name: 'ticker', key: 'k', payload: 'c' },
]);

describe('replayer', () => {
  afterEach(() => stopReplay());

  it('OPEN-001 replays at 10×: values at their recorded times / 10, pause holds, resume continues, no network', () => {
    const network = vi.fn();
    const seen: Array<[unknown, number]> = [];
    let last: ReplayState | undefined;
    const scheduler = createTestScheduler();
    scheduler.run(({ flush }) => {
      expect(loadRecording(recording)).toEqual({ ok: true });
      setSpeed(10);
      source('ticker', 'k', network).subscribe((v) => seen.push([v, scheduler.now()]));
      play();
      timer(700).subscribe(() => pause());
      timer(2000).subscribe(() => play());
      replayState$.subscribe((s) => (last = s));
      flush();
    });
    expect(network).not.toHaveBeenCalled();
    expect(seen).toEqual([
      ['a', 0],
      ['b', 500],
      ['c', 2300],
    ]);
    expect(last).toEqual({ loaded: true, playing: false, speed: 10, position: 10000, duration: 10000 });
  });

  it('OPEN-001 seek re-runs the recording from 0 to t at once', () => {
    expect(loadRecording(recording)).toEqual({ ok: true });
    const seen: unknown[] = [];
    source('ticker', 'k', vi.fn()).subscribe((v) => seen.push(v));
    seek(7000);
    seek(2000);
    expect(seen).toEqual(['a', 'a', 'b', 'a']);
  });

  it('OPEN-001 polls do not fetch on their own timers while replaying: the recording drives them', () => {
    const network = vi.fn();
    const seen: Array<[unknown, number]> = [];
    const scheduler = createTestScheduler();
    scheduler.run(({ flush }) => {
      loadRecording(recording);
      setSpeed(60);
      poll({ name: 'ticker', key: 'k', intervalMs: 100, call: () => source('ticker', 'k', network) }).subscribe((r) =>
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

  it('OPEN-001 a bad line rejects the recording with its line number and nothing is loaded', () => {
    const scheduler = getScheduler();
    const withBadJson = `${recording}{"t":1,"name":"ticker"\n`;
    expect(loadRecording(withBadJson)).toEqual({ ok: false, error: 'Line 4: not JSON' });
    expect(loadRecording('{"t":-5,"name":"x","key":"k","payload":1}')).toEqual({
      ok: false,
      error: 'Line 1: t: Too small: expected number to be >=0',
    });
    expect(loadRecording('{"t":1,"name":"exposure","key":"bet/exposure/fetch","payload":{"status":true,"data":"x"}}')).toEqual({
      ok: false,
      error: 'Line 1: payload does not match exposure: Invalid input: expected number, received string',
    });
    let state: ReplayState | undefined;
    replayState$.subscribe((s) => (state = s)).unsubscribe();
    expect(state?.loaded).toBe(false);
    expect(getScheduler()).toBe(scheduler);
  });

  it('OPEN-001 while loaded, app timers run on the replay clock; stopping gives the live scheduler back', () => {
    const live = getScheduler();
    loadRecording(recording);
    expect(getScheduler()).not.toBe(live);
    stopReplay();
    expect(getScheduler()).toBe(live);
  });
});
