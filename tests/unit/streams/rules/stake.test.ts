import { describe, expect, it } from 'vitest';
import { doubleStake, formatStakeLabel, halveStake, parseStake } from '../../../../streams/rules/stake';

describe('stake rules', () => {
  it('BET-06 the stake is parsed as a whole number: "250" → 250, "12.7" → 12, "" → 0, "-5" → 0, "0" → 0', () => {
    expect(parseStake('250')).toBe(250);
    expect(parseStake('12.7')).toBe(12);
    expect(parseStake('')).toBe(0);
    expect(parseStake('-5')).toBe(0);
    expect(parseStake('0')).toBe(0);
    expect(parseStake('abc')).toBe(0);
  });

  it('BET-04 OPEN-058 halving rounds down (101 → 50), doubling is exact (101 → 202)', () => {
    expect(halveStake(101)).toBe(50);
    expect(halveStake(100)).toBe(50);
    expect(doubleStake(101)).toBe(202);
  });

  it('PROF-11 CONST-08 OPEN-113 values from 1000 are shown with k, at most one decimal', () => {
    expect(formatStakeLabel(500)).toBe('500');
    expect(formatStakeLabel(999)).toBe('999');
    expect(formatStakeLabel(1000)).toBe('1k');
    expect(formatStakeLabel(2500)).toBe('2.5k');
    expect(formatStakeLabel(20000)).toBe('20k');
  });
});
