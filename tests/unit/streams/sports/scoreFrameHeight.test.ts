import { describe, it } from 'vitest';
import { scoreFrameHeight$ } from '../../../../streams/sports/scoreFrameHeight$';
import { createTestScheduler } from '../../testScheduler';

describe('scoreFrameHeight$', () => {
  it('MKT-25 POLL-11 OPEN-049 CONST-22 starts at 500 px; each 1 s check picks 500 above 200 px of content, else 160', () => {
    createTestScheduler().run(({ expectObservable }) => {
      const heights = [120, 120, 250, 200];
      const read = () => heights.shift();
      expectObservable(scoreFrameHeight$(read), '^ 4500ms !').toBe('a 999ms b 1999ms a 999ms b', { a: 500, b: 160 });
    });
  });

  it('MKT-25 OPEN-049 an unreadable (cross-origin) height keeps the current one', () => {
    createTestScheduler().run(({ expectObservable }) => {
      const reads: Array<() => number | undefined> = [
        () => 100,
        () => {
          throw new Error('cross-origin');
        },
        () => undefined,
      ];
      expectObservable(
        scoreFrameHeight$(() => reads.shift()?.()),
        '^ 3500ms !',
      ).toBe('a 999ms b', { a: 500, b: 160 });
    });
  });
});
