import { describe, it } from 'vitest';
import type { CasinoLive } from '../../../../contract/casino';
import { countdown$ } from '../../../../streams/casino/countdown$';
import { errorResult, okResult, type Result } from '../../../../streams/core/result';
import { createTestScheduler } from '../../testScheduler';
import { aLive } from './liveFixtures';

describe('countdown$', () => {
  it('CAS-ALL-09 the countdown shows the start value (25; 19 on Lucky 7) and does not tick until the first answer', () => {
    createTestScheduler().run(({ expectObservable, hot }) => {
      const noAnswer = hot<Result<CasinoLive>>('-');
      // 350 ms: three ticks would have come by now.
      expectObservable(countdown$('teen20', noAnswer), '^ 350ms !').toBe('a', { a: 25 });
      expectObservable(countdown$('lucky7A', noAnswer), '^ 350ms !').toBe('a', { a: 19 });
    });
  });

  it('CAS-ALL-09 CAS-ALL-10 the first answer replaces the start value and ticks from its autotime', () => {
    createTestScheduler().run(({ expectObservable, hot }) => {
      const live = hot<Result<CasinoLive>>('200ms a', { a: okResult(aLive('r1', 12), 200) });
      expectObservable(countdown$('teen20', live), '^ 350ms !').toBe('a 199ms b 99ms c', { a: 25, b: 12, c: 11.9 });
    });
  });

  it('CAS-ALL-10 POLL-13 ticks 0.1 every 100 ms and re-syncs to each polled autotime', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot('a 999ms b', { a: okResult(aLive('r1', 10), 0), b: okResult(aLive('r1', 9), 1000) });
      expectObservable(countdown$('teen20', live), '^ 1250ms !').toBe(
        '(sa) 96ms b 99ms c 99ms d 99ms e 99ms f 99ms g 99ms h 99ms i 99ms j 99ms k 99ms l 99ms m',
        { s: 25, a: 10, b: 9.9, c: 9.8, d: 9.7, e: 9.6, f: 9.5, g: 9.4, h: 9.3, i: 9.2, j: 9.1, k: 9, l: 8.9, m: 8.8 },
      );
    });
  });

  it('CAS-ALL-10 never goes below 0', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot('a', { a: okResult(aLive('r1', 0.2), 0) });
      expectObservable(countdown$('teen20', live), '^ 1s !').toBe('(sa) 96ms b 99ms c', { s: 25, a: 0.2, b: 0.1, c: 0 });
    });
  });

  it('CAS-ALL-15 a failed poll does not re-sync to its stale data', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot('a 99ms b', {
        a: okResult(aLive('r1', 10), 0),
        b: errorResult('down', aLive('r1', 10), 100),
      });
      expectObservable(countdown$('teen20', live), '^ 250ms !').toBe('(sa) 96ms b 99ms c', { s: 25, a: 10, b: 9.9, c: 9.8 });
    });
  });
});
