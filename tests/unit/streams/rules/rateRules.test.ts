import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { rateChangedMessage } from '../../../../streams/rules/rateCheck';
import { stepRate } from '../../../../streams/rules/rateStep';

describe('rate rules', () => {
  it('BET-03 CONST-10 "+" adds 0.01; "−" subtracts 0.01 only above 0.01', () => {
    expect(stepRate(1.98, 1)).toBe(1.99);
    expect(stepRate(1.98, -1)).toBe(1.97);
    expect(stepRate(0.02, -1)).toBe(0.01);
    expect(stepRate(0.01, -1)).toBe(0.01);
  });

  it('BET-20 BET-21 OPEN-052 a moved or vanished price is "Bet rate changed!"', () => {
    expect(rateChangedMessage({ price: 2.5 }, { price: 2.5 })).toBeNull();
    expect(rateChangedMessage({ price: 2.5 }, { price: 2.52 })).toBe(strings.betRateChanged);
    expect(rateChangedMessage({ price: 2.5 }, undefined)).toBe(strings.betRateChanged);
  });

  it('BET-22 fancy needs both price and size unchanged', () => {
    expect(rateChangedMessage({ price: 45, size: 90 }, { price: 45, size: 90 })).toBeNull();
    expect(rateChangedMessage({ price: 45, size: 90 }, { price: 45, size: 100 })).toBe(strings.betRateChanged);
    expect(rateChangedMessage({ price: 45, size: 90 }, { price: 46, size: 90 })).toBe(strings.betRateChanged);
  });
});
