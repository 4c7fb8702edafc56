import type { ExistingBet, LiveBet } from '../../../contract/bets';
import type { OddsMarket, PriceSize } from '../../../contract/sports';

/** An open exchange market of match-1 (its trade's _id is the market's id). */
export const exchangeTrade = (marketId: string, event: string, matchId = 'match-1'): LiveBet => ({
  _id: marketId,
  matchId,
  eventId: 4,
  legueId: 'league-1',
  sportsName: 'Cricket',
  event,
  markettype: 'Match Odds',
  count: 1,
  marketName: 'Match Odds',
});

/** An exchange order; matched in full at its price unless told otherwise. */
export const order = (marketId: string, overrides: Partial<ExistingBet> = {}): ExistingBet => ({
  roundId: null,
  betId: `${marketId}-${overrides.selectionId ?? 1}-${overrides.type ?? 'back'}`,
  marketId,
  selectionId: 1,
  selection: 'A',
  type: 'back',
  price: 3,
  size: 0,
  stake: 10,
  favourMargin: 20,
  againstMargin: 10,
  markettype: 'Match Odds',
  marketName: 'Match Odds',
  placeTime: '2026-11-28T10:00:00.000Z',
  sizeMatched: overrides.stake ?? 10,
  sizeRemaining: 0,
  sizeCancelled: 0,
  sizeLapsed: 0,
  averagePriceMatched: overrides.price ?? 3,
  status: 'EXECUTION_COMPLETE',
  ...overrides,
});

const levels = (price: number, size: number): PriceSize[] => [{ price, size }];

/** A market whose runners (ids 1, 2, …, named A, B, …) offer one back and one lay level each, deep unless told. */
export function ladderMarket(marketId: string, prices: [back: number, lay: number][], status = 'OPEN', size = 1000): OddsMarket {
  return {
    marketId,
    marketName: 'Match Odds',
    status,
    totalMatched: 5000,
    runners: prices.map(([back, lay], index) => ({
      selectionId: index + 1,
      runner: String.fromCharCode(65 + index),
      status: 'ACTIVE',
      ex: { availableToBack: levels(back, size), availableToLay: levels(lay, size) },
    })),
  };
}
