import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  bookmakerProfitLoss,
  casinoProfitLoss,
  fancyProfitLoss,
  oddsProfitLoss,
  slipProfitLoss,
} from '../../../../streams/rules/money';
import { round2 } from '../../../../streams/rules/round';

describe('money rules', () => {
  it('CONST-02 CAS-ALL-20 casino: rate 1.98, stake 100 → profit 98, loss 100', () => {
    expect(casinoProfitLoss(1.98, 100)).toEqual({ profit: 98, loss: 100 });
  });

  it('CONST-03 back odds: 2.5 × 100 → 150', () => {
    expect(oddsProfitLoss('back', 2.5, 100)).toEqual({ profit: 150, loss: 100 });
  });

  it('CONST-03 OPEN-128 back odds at or below 1 use price − 0.1: 0.8 × 100 → 70, 1 × 100 → 90', () => {
    expect(oddsProfitLoss('back', 0.8, 100).profit).toBe(70);
    expect(oddsProfitLoss('back', 1, 100).profit).toBe(90);
  });

  it('CONST-04 OPEN-127 fancy Yes wins size / 100 × stake: 90, 100 → 90, risking the stake', () => {
    expect(fancyProfitLoss('back', 90, 100)).toEqual({ profit: 90, loss: 100 });
  });

  it('CONST-05 bookmaker: 45, 1000 → 450', () => {
    expect(bookmakerProfitLoss('back', 45, 1000)).toEqual({ profit: 450, loss: 1000 });
  });

  it('OPEN-061 lay bets win the stake and risk the back formula', () => {
    expect(oddsProfitLoss('lay', 2.5, 100)).toEqual({ profit: 100, loss: 150 });
    expect(bookmakerProfitLoss('lay', 45, 1000)).toEqual({ profit: 1000, loss: 450 });
    expect(fancyProfitLoss('lay', 90, 100)).toEqual({ profit: 100, loss: 90 });
  });

  it('OPEN-129 amounts are rounded to 2 decimals half-up', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.344)).toBe(2.34);
    expect(round2(-1.005)).toBe(-1.01);
    expect(casinoProfitLoss(1.333, 3).profit).toBe(1);
    expect(oddsProfitLoss('back', 1.015, 1000).profit).toBe(15);
  });

  it('CONST-06 BET-11 the slip shows profit and loss only once price and stake are both set', () => {
    expect(slipProfitLoss({ market: 'odds', side: 'back', price: 2.5 }, 0)).toBeNull();
    expect(slipProfitLoss({ market: 'odds', side: 'back', price: 0 }, 100)).toBeNull();
    expect(slipProfitLoss({ market: 'casino', rate: 0 }, 100)).toBeNull();
    expect(slipProfitLoss({ market: 'casino', rate: 1.98 }, 100)).toEqual({ profit: 98, loss: 100 });
    expect(slipProfitLoss({ market: 'bookmaker', side: 'lay', price: 45 }, 1000)).toEqual({ profit: 1000, loss: 450 });
    expect(slipProfitLoss({ market: 'fancy', side: 'back', size: 90 }, 100)).toEqual({ profit: 90, loss: 100 });
    expect(slipProfitLoss({ market: 'fancy', side: 'back', size: 0 }, 100)).toBeNull();
  });

  it('CONST-07 OPEN-130 balance = openingBalance − exposure: 10000 − 1500 → 8500, a negative exposure by its size', () => {
    expect(balanceOf(10000, 1500)).toBe(8500);
    expect(balanceOf(10000, -1500)).toBe(8500);
  });
});
