import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { resolveLimits } from '../../../../streams/rules/limits';
import { CASINO_STAKE_RANGE, stakeLimitMessage, stakeRange } from '../../../../streams/rules/stakeLimits';

const defaults = resolveLimits(undefined);

describe('stake limits', () => {
  it('BET-13 CONST-11 OPEN-056 missing values take the defaults, a missing delay is 100 ms', () => {
    expect(defaults).toEqual({
      oddsMin: 100,
      oddsMax: 100000,
      bookmakerMin: 100,
      bookmakerMax: 300000,
      fancyMin: 100,
      fancyMax: 300000,
      betDelayMs: 100,
      inPlayDelayMs: { Cricket: 5000, Soccer: 5000, Tennis: 3000, 'Horse Racing': 1000 },
      advanceBetLock: false,
    });
  });

  it('BET-13 BET-23 OPEN-056 configured values win; delay is seconds × 1000 and an explicit 0 stays 0', () => {
    const limits = resolveLimits({ oddsMin: 50, fancyMax: null, delay: 2, advanceBetLock: true });
    expect(limits).toMatchObject({ oddsMin: 50, fancyMax: 300000, betDelayMs: 2000, advanceBetLock: true });
    expect(resolveLimits({ delay: 0 }).betDelayMs).toBe(0);
  });

  it('CAS-ALL-17 CONST-01 casino: 99 and 5001 refused with the exact messages, 100 and 5000 pass', () => {
    expect(stakeLimitMessage(99, CASINO_STAKE_RANGE)).toBe(strings.minimumStakeExceeded);
    expect(stakeLimitMessage(5001, CASINO_STAKE_RANGE)).toBe(strings.maximumStakeExceeded);
    expect(stakeLimitMessage(100, CASINO_STAKE_RANGE)).toBeNull();
    expect(stakeLimitMessage(5000, CASINO_STAKE_RANGE)).toBeNull();
    expect(stakeRange('casino', defaults, false)).toEqual({ min: 100, max: 5000 });
  });

  it('BET-14 BET-15 match odds use oddsMin..oddsMax, ends included', () => {
    const range = stakeRange('odds', defaults, false);
    expect(range).toEqual({ min: 100, max: 100000 });
    expect(stakeLimitMessage(99, range)).toBe(strings.minimumStakeExceeded);
    expect(stakeLimitMessage(100000, range)).toBeNull();
    expect(stakeLimitMessage(100001, range)).toBe(strings.maximumStakeExceeded);
  });

  it('BET-14 BET-15 OPEN-053 advanceBetLock before play: min 1, max 0 — every stake is "Maximum stake limit exceeded!"', () => {
    const locked = { ...defaults, advanceBetLock: true };
    expect(stakeRange('odds', locked, false)).toEqual({ min: 1, max: 0 });
    expect(stakeLimitMessage(100, stakeRange('odds', locked, false))).toBe(strings.maximumStakeExceeded);
    expect(stakeRange('odds', locked, true)).toEqual({ min: 100, max: 100000 });
  });

  it('BET-16 BET-17 BET-19 bookmaker 100..300000 and fancy 100..300000', () => {
    expect(stakeRange('bookmaker', defaults, false)).toEqual({ min: 100, max: 300000 });
    expect(stakeRange('fancy', defaults, false)).toEqual({ min: 100, max: 300000 });
    expect(stakeLimitMessage(300001, stakeRange('fancy', defaults, false))).toBe(strings.maximumStakeExceeded);
  });
});
