import { describe, expect, it } from 'vitest';
import { casinoLockReason, type CasinoLockFacts } from '../../../../streams/casino/casinoLockReason';

const open: CasinoLockFacts = {
  online: true,
  pollStatus: 'ok',
  countdown: 20,
  closesBelow: null,
  marketSuspended: false,
  gstatus: 1,
  forSelection: true,
};

describe('casino lock truth table', () => {
  it('CAS-ALL-13 an open runner on a healthy table is open', () => {
    expect(casinoLockReason(open)).toBeNull();
  });

  it('CAS-ALL-13 OPEN-059 network down closes betting', () => {
    expect(casinoLockReason({ ...open, online: false })).toBe('network');
  });

  it('CAS-ALL-15 CAS-LNCH-09 a failed (or stale) casino poll disables the table; no data yet is closed too', () => {
    expect(casinoLockReason({ ...open, pollStatus: 'error' })).toBe('pollFailed');
    expect(casinoLockReason({ ...open, pollStatus: 'stale' })).toBe('pollFailed');
    expect(casinoLockReason({ ...open, pollStatus: undefined })).toBe('noData');
  });

  it('CAS-ALL-13 CAS-ALL-08 gstatus 0 or a missing runner closes that selection', () => {
    expect(casinoLockReason({ ...open, gstatus: 0 })).toBe('runnerSuspended');
    expect(casinoLockReason({ ...open, gstatus: undefined })).toBe('runnerSuspended');
    expect(casinoLockReason({ ...open, gstatus: 0, forSelection: false })).toBeNull();
  });

  it('CAS-ALL-06 CAS-ALL-14 every runner at gstatus 0 closes the whole table (so an open slip closes)', () => {
    expect(casinoLockReason({ ...open, forSelection: false, gstatus: undefined, everyRunnerSuspended: true })).toBe('runnerSuspended');
  });

  it('CAS-ALL-13 CAS-L7-02 a market flagged suspended closes betting', () => {
    expect(casinoLockReason({ ...open, marketSuspended: true })).toBe('marketSuspended');
  });

  it('CAS-T20-03 20-20 Teenpatti: 5.9 closed, 6.0 open', () => {
    expect(casinoLockReason({ ...open, closesBelow: 6, countdown: 5.9 })).toBe('countdown');
    expect(casinoLockReason({ ...open, closesBelow: 6, countdown: 6 })).toBeNull();
    expect(casinoLockReason({ ...open, closesBelow: null, countdown: 5.9 })).toBeNull();
  });
});
