import type { ExistingBet } from '../../../../contract/bets';

/** A user's casino bet on round r1; override what a test is about. */
export const aBet = (overrides: Partial<ExistingBet> = {}): ExistingBet => ({
  roundId: 'r1',
  marketId: 'm1',
  selectionId: 1,
  selection: 'Player A',
  type: 'back',
  price: 1.98,
  size: 0,
  stake: 100,
  favourMargin: 98,
  againstMargin: 100,
  markettype: 'Casino',
  placeTime: '2024-05-01T10:00:00.000Z',
  ...overrides,
});
