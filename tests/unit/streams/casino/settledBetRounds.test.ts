import { describe, it } from 'vitest';
import type { CasinoResult } from '../../../../contract/casino';
import { settledBetRounds$ } from '../../../../streams/casino/settledBetRounds$';
import { createTestScheduler } from '../../testScheduler';
import { aBet } from '../support/betFixtures';

const result = (mid: string): CasinoResult => ({ mid, result: 'Player A', cards: 'ASS,KDD', win: '1' });

describe('settledBetRounds$', () => {
  it('a round the user bet on is announced once, when its result arrives; rounds without bets never', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const results = hot<readonly CasinoResult[]>('a-b-c-d', {
        a: [result('r0')],
        b: [result('r0')],
        c: [result('r1'), result('r0')],
        d: [result('r2'), result('r1'), result('r0')],
      });
      const bets = hot('-x-y', { x: [aBet({ roundId: 'r1' })], y: [] });
      expectObservable(settledBetRounds$(results, bets)).toBe('----r--', { r: 'r1' });
    });
  });
});
