// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defer, of, timer } from 'rxjs';
import { now, setJitterSource } from '../../../../streams/core/clock';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { online$, OFFLINE_AFTER_NETWORK_FAILURES, reportRequestOutcome } from '../../../../streams/core/gates';
import { poll } from '../../../../streams/core/poll';
import { authStore } from '../../../../streams/state/slices/auth';
import { createTestScheduler } from '../../testScheduler';
import { setLoggedIn } from '../support/session';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};
const goOffline = () => window.dispatchEvent(new Event('offline'));
const goOnline = () => window.dispatchEvent(new Event('online'));

/** A call that records the virtual time of every request. */
function recordingCall() {
  const times: number[] = [];
  const call = () =>
    defer(() => {
      times.push(now());
      return of('v');
    });
  return { call, times };
}

/** Runs `action` at virtual time `ms` inside a marble run. */
const at = (ms: number, action: () => void) => timer(ms).subscribe(action);

describe('gates', () => {
  beforeEach(() => setJitterSource(() => 0.5));
  afterEach(() => {
    goOnline();
    setVisibility('visible');
    reportRequestOutcome(true);
    authStore.reset();
  });

  it('OPEN-059 offline: online$ false and no requests; back online fetches at once', () => {
    const { call, times } = recordingCall();
    createTestScheduler().run(({ expectObservable, flush }) => {
      const sub = poll({ name: 'p', call, intervalMs: 100 }).subscribe();
      at(150, goOffline);
      at(420, goOnline);
      at(600, () => sub.unsubscribe());
      expectObservable(online$, '^ 600ms !').toBe('t 149ms f 269ms t', { t: true, f: false });
      flush();
    });
    expect(times).toEqual([0, 100, 420, 520]);
  });

  it(`OPEN-059 online$ is false after ${OFFLINE_AFTER_NETWORK_FAILURES} requests without a response, until one succeeds`, () => {
    const seen: boolean[] = [];
    const sub = online$.subscribe((v) => seen.push(v));
    for (let i = 0; i < OFFLINE_AFTER_NETWORK_FAILURES; i += 1) reportRequestOutcome(false);
    reportRequestOutcome(true);
    sub.unsubscribe();
    expect(seen).toEqual([true, false, true]);
  });

  it('POLL-01 hidden tab polls at hiddenIntervalMs, and fetches at once when visible again', () => {
    const { call, times } = recordingCall();
    createTestScheduler().run(({ flush }) => {
      const sub = poll({ name: 'p', call, intervalMs: 100, hiddenIntervalMs: 1000 }).subscribe();
      at(150, () => setVisibility('hidden'));
      at(2300, () => setVisibility('visible'));
      at(2450, () => sub.unsubscribe());
      flush();
    });
    expect(times).toEqual([0, 100, 1150, 2150, 2300, 2400]);
  });

  it('POLL-05 hidden tab with hiddenIntervalMs null is paused', () => {
    const { call, times } = recordingCall();
    createTestScheduler().run(({ flush }) => {
      const sub = poll({ name: 'p', call, intervalMs: 100, hiddenIntervalMs: null }).subscribe();
      at(50, () => setVisibility('hidden'));
      at(5000, () => setVisibility('visible'));
      at(5050, () => sub.unsubscribe());
      flush();
    });
    expect(times).toEqual([0, 5000]);
  });

  it('POLL-04 logged-in polls are silent without a session, fetch at login and stop at logout', () => {
    const { call, times } = recordingCall();
    createTestScheduler().run(({ expectObservable, flush }) => {
      const sub = poll({ name: 'p', call, intervalMs: 100, onlyWhile$: isLoggedIn$ }).subscribe();
      at(250, () => setLoggedIn(true));
      at(480, () => setLoggedIn(false));
      at(1000, () => sub.unsubscribe());
      expectObservable(isLoggedIn$, '^ 1000ms !').toBe('f 249ms t 229ms f', { t: true, f: false });
      flush();
    });
    expect(times).toEqual([250, 350, 450]);
  });

  it('OPEN-011 AUTH-23 refresh$ fetches at once and restarts the interval', () => {
    const { call, times } = recordingCall();
    createTestScheduler().run(({ cold, flush }) => {
      const refresh$ = cold('130ms r');
      const sub = poll({ name: 'p', call, intervalMs: 100, refresh$ }).subscribe();
      at(300, () => sub.unsubscribe());
      flush();
    });
    expect(times).toEqual([0, 100, 130, 230]);
  });

  it('POLL-05 POLL-07 a live poll pauses by default while hidden and fetches at once when visible', () => {
    const { call, times } = recordingCall();
    createTestScheduler().run(({ flush }) => {
      const sub = poll({ name: 'p', call, intervalMs: 1000 }).subscribe();
      at(1500, () => setVisibility('hidden'));
      at(9200, () => setVisibility('visible'));
      at(10_500, () => sub.unsubscribe());
      flush();
    });
    expect(times).toEqual([0, 1000, 9200, 10_200]);
  });

  it('POLL-01 a poll started in a hidden tab fetches at once, then at hiddenIntervalMs', () => {
    const { call, times } = recordingCall();
    setVisibility('hidden');
    createTestScheduler().run(({ flush }) => {
      const sub = poll({ name: 'p', call, intervalMs: 100, hiddenIntervalMs: 1000 }).subscribe();
      at(2500, () => sub.unsubscribe());
      flush();
    });
    expect(times).toEqual([0, 1000, 2000]);
  });

  it('OPEN-011 AUTH-23 refresh$ in a hidden tab fetches at once', () => {
    const { call, times } = recordingCall();
    setVisibility('hidden');
    createTestScheduler().run(({ cold, flush }) => {
      const sub = poll({ name: 'p', call, intervalMs: 100, hiddenIntervalMs: 1000, refresh$: cold('300ms r') }).subscribe();
      at(1500, () => sub.unsubscribe());
      flush();
    });
    expect(times).toEqual([0, 300, 1300]);
  });
});
