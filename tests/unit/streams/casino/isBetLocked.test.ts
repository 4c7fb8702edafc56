import { describe, it } from 'vitest';
import { of } from 'rxjs';
import type { CasinoLive } from '../../../../contract/casino';
import { betCloses } from '../../../../streams/casino/betCloses';
import { isBetLocked$, type CasinoBetLock } from '../../../../streams/casino/isBetLocked$';
import { errorResult, okResult, type Result } from '../../../../streams/core/result';
import { createTestScheduler } from '../../testScheduler';
import { aLive } from './liveFixtures';

const lock = (reason: CasinoBetLock['reason']): CasinoBetLock => ({
  locked: reason !== null,
  reason,
  suspendedOverlay: reason !== null,
});
const values = {
  o: lock(null),
  n: lock('network'),
  p: lock('pollFailed'),
  c: lock('countdown'),
  r: lock('runnerSuspended'),
  m: lock('marketSuspended'),
  d: lock('noData'),
};

describe('isBetLocked$', () => {
  it('CAS-T20-03 OPEN-080 20-20 Teenpatti closes when the countdown drops under 6 (6.0 open, 5.9 closed) with the overlay', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a', { a: okResult(aLive('r1', 7), 0) });
      const countdown = hot('a 9ms b 9ms c', { a: 6.1, b: 6, c: 5.9 });
      const sources = { table: 'teen20' as const, live$: live, countdown$: countdown, online$: of(true) };
      expectObservable(isBetLocked$(sources, 1)).toBe('o 19ms c', values);
    });
  });

  it('CAS-T20-03 only 20-20 Teenpatti has the countdown rule', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a', { a: okResult(aLive('r1', 3), 0) });
      const sources = { table: 'dragonTiger20' as const, live$: live, countdown$: hot('a', { a: 3 }), online$: of(true) };
      expectObservable(isBetLocked$(sources, 1)).toBe('o', values);
    });
  });

  it('CAS-ALL-13 CAS-ALL-06 gstatus 0 closes that selection; another open runner stays open', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      // Only sid 3 turns suspended at frame 10; sid 1 stays open in the same answer.
      const live = hot<Result<CasinoLive>>('a 9ms b', { a: okResult(aLive('r1', 20), 0), b: okResult(aLive('r1', 19, 1, 0), 10) });
      const sources = { table: 'lucky7A' as const, live$: live, countdown$: of(15), online$: of(true) };
      // With a countdown already known, the first combination has no answer yet (noData), then the answer at frame 0.
      expectObservable(isBetLocked$(sources, 3)).toBe('(do) 6ms r', values);
      expectObservable(isBetLocked$(sources, 1), '^ 20ms !').toBe('(do)', values);
    });
  });

  it('CAS-ALL-13 BET-10 network down closes betting and its return reopens it', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a', { a: okResult(aLive('r1', 20), 0) });
      const online = hot('t 9ms f 9ms t', { t: true, f: false });
      const sources = { table: 'teen3Card' as const, live$: live, countdown$: of(20), online$: online };
      expectObservable(isBetLocked$(sources, 1)).toBe('o 9ms n 9ms o', values);
    });
  });

  it('CAS-ALL-15 CAS-LNCH-09 a failed casino poll disables the table until a good answer', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a 9ms b 9ms c', {
        a: okResult(aLive('r1', 20), 0),
        b: errorResult('boom', aLive('r1', 20), 10),
        c: okResult(aLive('r1', 18), 20),
      });
      const sources = { table: 'fastDragonTiger' as const, live$: live, countdown$: of(20), online$: of(true) };
      expectObservable(isBetLocked$(sources, 1)).toBe('(do) 6ms p 9ms o', values);
    });
  });

  it('CAS-ALL-13 CAS-L7-02 a suspended market closes betting; no answer yet is closed', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('5ms a', { a: okResult(aLive('r1', 20), 5) });
      const suspended = hot('a 9ms b', { a: false, b: true });
      const sources = { table: 'lucky7B' as const, live$: live, countdown$: of(20), online$: of(true), marketSuspended$: suspended };
      expectObservable(isBetLocked$(sources, 1)).toBe('d 4ms o 4ms m', values);
    });
  });

  it('CAS-ALL-14 betCloses emits each time open betting closes, so the app clears the slip', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const locks = cold('d o c c o n', values);
      expectObservable(locks.pipe(betCloses())).toBe('--x--x', { x: undefined });
    });
  });
});
