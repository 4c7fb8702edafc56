import { describe, expect, it } from 'vitest';
import { fancyPriceState, isSportsBetLocked$, isSportsPriceLocked } from '../../../../streams/sports/isSportsBetLocked$';
import { createTestScheduler } from '../../testScheduler';

describe('sports bet lock', () => {
  it('MKT-08 MKT-09 BET-10 truth table: network, market status, runner status', () => {
    expect(isSportsPriceLocked(true, { marketStatus: 'OPEN', runnerStatus: 'ACTIVE' })).toBe(false);
    expect(isSportsPriceLocked(false, { marketStatus: 'OPEN', runnerStatus: 'ACTIVE' })).toBe(true);
    expect(isSportsPriceLocked(true, { marketStatus: 'SUSPENDED' })).toBe(true);
    expect(isSportsPriceLocked(true, { marketStatus: 'CLOSED' })).toBe(true);
    expect(isSportsPriceLocked(true, { marketStatus: undefined })).toBe(true);
    expect(isSportsPriceLocked(true, { marketStatus: 'OPEN', runnerStatus: 'SUSPENDED' })).toBe(true);
  });

  it('MKT-10 OPEN-043 a fancy line is locked exactly when it shows an overlay', () => {
    expect(isSportsPriceLocked(true, fancyPriceState({ GameStatus: '', BackPrice1: 45, LayPrice1: 44 }))).toBe(false);
    expect(isSportsPriceLocked(true, fancyPriceState({ GameStatus: 'Ball Running', BackPrice1: 45, LayPrice1: 44 }))).toBe(true);
    expect(isSportsPriceLocked(true, fancyPriceState({ GameStatus: '', BackPrice1: 0, LayPrice1: 0 }))).toBe(true);
  });

  it('BET-10 locks while offline and unlocks when the network returns', () => {
    createTestScheduler().run(({ hot, cold, expectObservable }) => {
      const network = hot('t 9ms f 9ms t', { t: true, f: false });
      const state = cold('s', { s: { marketStatus: 'OPEN' } });
      expectObservable(isSportsBetLocked$(state, network)).toBe('o 9ms l 9ms o', { o: false, l: true });
    });
  });
});
