import { describe, it } from 'vitest';
import type { CasinoBetLock } from '../../../../streams/casino/isBetLocked$';
import { slipCloses } from '../../../../streams/casino/slipCloses';
import { createTestScheduler } from '../../testScheduler';

const lock = (reason: CasinoBetLock['reason']): CasinoBetLock => ({ locked: reason !== null, reason, suspendedOverlay: reason !== null });
const values = { o: lock(null), m: lock('marketSuspended'), r: lock('runnerSuspended'), c: lock('countdown') };

describe('slipCloses', () => {
  it('CAS-ALL-14 CAS-ALL-13 the slip closes when its own selection locks (its market suspended, its gstatus 0) or the table closes', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const table = hot('o-----c', values);
      const selection = hot('o-m-o-r', values);
      expectObservable(slipCloses(table, selection)).toBe('--x---(xx)', { x: undefined });
    });
  });
});
