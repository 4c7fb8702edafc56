import { round2 } from './round';

/** What a bet wins and what it risks, both non-negative and rounded (OPEN-129). */
export interface ProfitLoss {
  profit: number;
  loss: number;
}

export type BetSide = 'back' | 'lay';

const amounts = (profit: number, loss: number): ProfitLoss => ({ profit: round2(profit), loss: round2(loss) });

/**
 * CONST-02 CAS-ALL-20: a casino back's profit is (rate − 1) × stake, its loss the stake. A lay (on the runners
 * offering one) wins the stake and loses (rate − 1) × stake.
 */
export function casinoProfitLoss(rate: number, stake: number, side: BetSide = 'back'): ProfitLoss {
  return side === 'back' ? amounts((rate - 1) * stake, stake) : amounts(stake, (rate - 1) * stake);
}

/** CONST-03 (OPEN-128 kept verbatim: price − 0.1 at or below 1); lay per OPEN-061. */
export function oddsProfitLoss(side: BetSide, price: number, stake: number): ProfitLoss {
  const backWin = (price <= 1 ? price - 0.1 : price - 1) * stake;
  return side === 'back' ? amounts(backWin, stake) : amounts(stake, (price - 1) * stake);
}

/** CONST-05: bookmaker rates are per 100; lay per OPEN-061. */
export function bookmakerProfitLoss(side: BetSide, price: number, stake: number): ProfitLoss {
  const rateAmount = (price * stake) / 100;
  return side === 'back' ? amounts(rateAmount, stake) : amounts(stake, rateAmount);
}

/** CONST-04 as decided by OPEN-127: Yes wins size / 100 × stake, No risks it; lay per OPEN-061. */
export function fancyProfitLoss(side: BetSide, size: number, stake: number): ProfitLoss {
  const rateAmount = (size / 100) * stake;
  return side === 'back' ? amounts(rateAmount, stake) : amounts(stake, rateAmount);
}

/** A slip's price input: casino and odds/bookmaker use the price, fancy uses the size (OPEN-127). */
export type SlipPrice =
  | { market: 'casino'; rate: number; side?: BetSide }
  | { market: 'odds' | 'bookmaker'; side: BetSide; price: number }
  | { market: 'fancy'; side: BetSide; size: number };

/** CONST-06 BET-11: profit and loss exist only once both the price and a stake of at least 1 are set. */
export function slipProfitLoss(slip: SlipPrice, stake: number): ProfitLoss | null {
  if (stake < 1) return null;
  switch (slip.market) {
    case 'casino':
      return slip.rate > 0 ? casinoProfitLoss(slip.rate, stake, slip.side) : null;
    case 'odds':
      return slip.price > 0 ? oddsProfitLoss(slip.side, slip.price, stake) : null;
    case 'bookmaker':
      return slip.price > 0 ? bookmakerProfitLoss(slip.side, slip.price, stake) : null;
    case 'fancy':
      return slip.size > 0 ? fancyProfitLoss(slip.side, slip.size, stake) : null;
  }
}

/** CONST-07 OPEN-130: exposure is a liability, so a negative figure from the server counts by its size. */
export function balanceOf(openingBalance: number, exposure: number): number {
  return round2(openingBalance - Math.abs(exposure));
}
