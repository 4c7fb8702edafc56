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

  it('says hedged once whole-cent hedges would bring its runners no cent closer', () => {
    // Back 100 at 2.0 and lay 129.87 at 1.54 on A, lay 0.01 at 3.0 on C: A +29.8802, B +29.88, C +29.85. The exact
    // hedge lays 0.0196 of A at 1.54 and 0.0058 of B at 5.2; in whole cents, a lay of 0.02 on A alone, which leaves
    // A +29.8694, B +29.90, C +29.87: a spread of 0.0306 for 0.0302. Nothing is left to cash out.
    const ladder = (back: number, lay: number) => ({
      availableToBack: [{ price: back, size: 1000 }],
      availableToLay: [{ price: lay, size: 1000 }],
    });
    const threeWay: OddsMarket = {
      ...market,
      runners: [
        { selectionId: 1, runner: 'A', status: 'ACTIVE', ex: ladder(1.53, 1.54) },
        { selectionId: 2, runner: 'B', status: 'ACTIVE', ex: ladder(5.0, 5.2) },
        { selectionId: 3, runner: 'C', status: 'ACTIVE', ex: ladder(4.0, 4.1) },
      ],
    };
    const lay = (selectionId: number, price: number, matched: number): ExistingBet => ({
      ...order(selectionId, price, matched, 0),
      type: 'lay',
    });
    const level = [order(1, 2.0, 100, 0), lay(1, 1.54, 129.87), lay(3, 3.0, 0.01)];
    expect(cashOutState(threeWay, level, 0, 1)).toEqual({ available: true, value: 29.88, hedged: true });
    // Without the lay on C the runners are level to 0.0002 already; with a lay of 0.03 on C (C +29.81) a cent
    // of levelling is left, and the bar offers it.
    const apart = [order(1, 2.0, 100, 0), lay(1, 1.54, 129.87), lay(3, 3.0, 0.03)];
    expect(cashOutState(threeWay, apart, 0, 1)).toMatchObject({ available: true, hedged: false });
  });

  it('says hedged, at 0.00, when the matched bets net to nothing on every runner: back 100 and lay 100 at 4.7 on A', () => {
    const flat = [order(1, 4.7, 100, 0), { ...order(1, 4.7, 100, 0), type: 'lay' as const }];
    expect(cashOutState(market, flat, 0, 1)).toEqual({ available: true, value: 0, hedged: true });
  });
});
