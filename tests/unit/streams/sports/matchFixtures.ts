import type { Match } from '../../../../contract/sports';

/** A listed, not-in-play match; override what a test is about. */
export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    eventId: 4,
    competitionId: 'c1',
    matchId: 'm-1',
    eventName: 'A v B',
    openDate: new Date(2024, 4, 1, 15, 0).toISOString(),
    marketName: 'Match Odds',
    declared: false,
    markets: [{ marketId: 'm1', marketName: 'Match Odds' }],
    matchOdds: [{ inplay: false }],
    bmOdds: false,
    joinedMarketIds: 'm1',
    tv: false,
    bm: false,
    fancy: false,
    s: false,
    matchUrl: 'a-v-b',
    inPlay: false,
    ...overrides,
  };
}
