import { randomBytes } from 'node:crypto';
import type { BetPayload } from '../../contract/bets';
import { createMarketService } from '../../server/markets/service';
import type { MarketKind, MarketSpec, SelectionPrice } from '../../server/markets/types';
import type { Session, TestApp } from './helper';

/** The payload the client sends for a bet at the spec's current price. */
export { betPayload } from '../support/betPayload';

const uniqueId = () => randomBytes(4).toString('hex');

/** The market service over the test app's database (the one its bet route checks against). */
export const marketsOf = (test: TestApp) => createMarketService(test.db, test.clock.now);

const RUNNERS: Record<Exclude<MarketKind, 'fancy'>, SelectionPrice[]> = {
  casino: [
    { selectionId: 1, name: 'Player A', back: 1.98, lay: null },
    { selectionId: 3, name: 'Player B', back: 1.98, lay: null },
  ],
  matchOdds: [
    { selectionId: 11, name: 'India', back: 2.5, lay: 2.52 },
    { selectionId: 12, name: 'Australia', back: 1.6, lay: 1.62 },
  ],
  bookmaker: [
    { selectionId: 21, name: 'India', back: 45, lay: 47 },
    { selectionId: 22, name: 'Australia', back: 120, lay: 125 },
  ],
};

/** A market spec of each kind; fancy lines use the match-level id plus the line (fancyMarketId). */
export function marketSpec(kind: MarketKind, overrides: Partial<MarketSpec> = {}): MarketSpec {
  const matchId = `M-${uniqueId()}`;
  const common = { kind, leagueId: 'L1', matchId, eventName: 'India v Australia', inPlay: true };
  switch (kind) {
    case 'casino':
      return {
        ...common,
        marketId: `TP-${uniqueId()}`,
        eventId: 56767,
        eventName: '20-20 Teenpatti',
        sportsName: 'Casino',
        marketName: 'Teenpatti T20',
        roundId: 'R1',
        selections: RUNNERS.casino,
        ...overrides,
      };
    case 'fancy':
      return {
        ...common,
        marketId: `4-L1-${matchId}:7`,
        eventId: 4,
        sportsName: 'Cricket',
        marketName: '10 over runs IND',
        selections: [{ selectionId: 7, name: '10 over runs IND', back: 82, lay: 80, backSize: 90, laySize: 100 }],
        ...overrides,
      };
    default:
      return {
        ...common,
        marketId: `${kind}-${uniqueId()}`,
        eventId: 4,
        sportsName: 'Cricket',
        marketName: kind === 'matchOdds' ? 'Match Odds' : 'Bookmaker',
        selections: RUNNERS[kind],
        ...overrides,
      };
  }
}

export const placeBetRequest = (test: TestApp, session: Session, payload: BetPayload | Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/bet/save2', headers: session.headers, payload });

export const withKey = <T extends object>(payload: T, key = `key-${uniqueId()}`) => ({ ...payload, idempotencyKey: key });
