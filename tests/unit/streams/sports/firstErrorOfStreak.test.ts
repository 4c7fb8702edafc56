import { describe, it } from 'vitest';
import { errorResult, okResult } from '../../../../streams/core/result';
import { firstErrorOfStreak } from '../../../../streams/sports/firstErrorOfStreak';
import { createTestScheduler } from '../../testScheduler';

describe('firstErrorOfStreak', () => {
  it('MKT-21 MSG-21 OPEN-051 one error per failure streak; a good answer ends the streak', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const results = cold('a b c d e f', {
        a: okResult(1, 0),
        b: errorResult<number>('Network error: down', 1, 2),
        c: errorResult<number>('Network error: still down', 1, 4),
        d: errorResult<number>('Network error: stale', 1, 6, 'stale'),
        e: okResult(2, 8),
        f: errorResult<number>('Request failed with status 500', 2, 10),
      });
      expectObservable(results.pipe(firstErrorOfStreak())).toBe('-x---y', {
        x: 'Network error: down',
        y: 'Request failed with status 500',
      });
    });
  });

  it('MKT-21 a failing first poll is reported at once', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const results = cold('a b', { a: errorResult<number>('down', undefined, 0), b: errorResult<number>('down', undefined, 2) });
      expectObservable(results.pipe(firstErrorOfStreak())).toBe('x', { x: 'down' });
    });
  });
});
