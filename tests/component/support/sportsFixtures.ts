import dayjs from 'dayjs';
import type { ListRunner, Match, Sport } from '../../../contract/sports';

export const sportsFixture: Sport[] = [
  { eventId: 4, name: 'Cricket' },
  { eventId: 2, name: 'Tennis' },
  { eventId: 1, name: 'Soccer' },
  { eventId: 135, name: 'Horse Racing' },
  { eventId: null, name: 'Casino' },
];

const startOfToday = () => dayjs().startOf('day');
/** Still today whenever the test runs (a minute after midnight), and tomorrow at noon. */
export const todayAt = () => startOfToday().add(1, 'minute').toISOString();
export const tomorrowAt = () => startOfToday().add(1, 'day').add(12, 'hour').toISOString();

export const runnersOf = (...prices: [string, number | null, number | null][]): ListRunner[] =>
  prices.map(([runner, back, lay], index) => ({ selectionId: 100 + index, runner, back, lay }));

/** A listed match; override what the test is about. */
export function matchFixture(overrides: Partial<Match> = {}): Match {
  return {
    eventId: 4,
    competitionId: 'ipl',
    matchId: 'm-1',
    eventName: 'Mumbai v Chennai',
    openDate: todayAt(),
    marketName: 'Match Odds',
    declared: false,
    markets: [{ marketId: '1.101', marketName: 'Match Odds' }],
    matchOdds: [{ inplay: false, runners: runnersOf(['Mumbai', 1.85, 1.87], ['Chennai', 2.14, 2.18]) }],
    bmOdds: true,
    joinedMarketIds: '1.101',
    tv: true,
    bm: true,
    fancy: true,
    s: false,
    matchUrl: 'mumbai-v-chennai',
    inPlay: false,
    ...overrides,
  };
}
