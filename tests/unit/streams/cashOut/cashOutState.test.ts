import { describe, expect, it } from 'vitest';
import type { ExistingBet } from '../../../../contract/bets';
import type { OddsMarket } from '../../../../contract/sports';
import { cashOutState } from '../../../../streams/cashOut/cashOutState';

const order = (selectionId: number, price: number, matched: number, remaining: number): ExistingBet => ({
  roundId: null,
  marketId: 'm1',
  selectionId,
  selection: selectionId === 1 ? 'A' : 'B',
  type: 'back',
  price,
  size: matched + remaining,
  stake: matched + remaining,
  favourMargin: 0,
  againstMargin: 0,
  markettype: 'Match Odds',
  placeTime: '2026-11-28T12:00:00.000Z',
  sizeMatched: matched,
  sizeRemaining: remaining,
  averagePriceMatched: matched > 0 ? price : null,
});

const market: OddsMarket = {
  marketId: 'm1',
  marketName: 'Match Odds',
  status: 'OPEN',
  totalMatched: 0,
  runners: [
    {
      selectionId: 1,
      runner: 'A',
      status: 'ACTIVE',
      ex: {
        availableToBack: [],
        availableToLay: [
          { price: 4.1, size: 50 },
          { price: 4.2, size: 1000 },
        ],
      },
    },
    { selectionId: 2, runner: 'B', status: 'ACTIVE', ex: { availableToBack: [], availableToLay: [] } },
  ],
};

describe('the cash-out value a bettor sees', () => {
  it("leaves the bettor's own waiting order out of the prices on offer: back 100 at 4.7, own back of 50 waiting at 4.1", () => {
    // The 50 at 4.1 is the bettor's own: the lay of A hedges at 4.2 alone, 470 / 4.2 = 111.90, locking 111.90 − 100 = 11.90.
    // Counting the own order, it would lay 50 at 4.1 and 63.10 at 4.2 and show 13.10.
    const state = cashOutState(market, [order(1, 4.7, 100, 0), order(1, 4.1, 0, 50)], 0, 1);
    expect(state).toEqual({ available: true, value: 11.9, hedged: false });
  });

  it('takes the whole ladder when no order of the bettor waits there', () => {
    expect(cashOutState(market, [order(1, 4.7, 100, 0)], 0, 1)).toEqual({ available: true, value: 13.1, hedged: false });
  });
});
