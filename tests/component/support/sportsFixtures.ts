import dayjs from 'dayjs';
import type { BookmakerMarket, FancyItem, ListRunner, Match, OddsMarket, Sport } from '../../../contract/sports';

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

const level = (price: number, size: number) => ({ price: Math.round(price * 100) / 100, size });

/** A match odds market of two runners; `shift` moves every price (a later poll). */
export function oddsMarketFixture(status = 'OPEN', shift = 0): OddsMarket {
  const runner = (selectionId: number, name: string, back: number) => ({
    selectionId,
    runner: name,
    status: 'ACTIVE',
    ex: {
      availableToBack: [level(back + shift, 1200), level(back + shift - 0.01, 3400), level(back + shift - 0.02, 5600)],
      availableToLay: [level(back + shift + 0.02, 1500), level(back + shift + 0.03, 2500), level(back + shift + 0.04, 8000)],
    },
  });
  return {
    marketId: '1.101',
    marketName: 'Match Odds',
    status,
    totalMatched: 1234567,
    runners: [runner(11, 'Mumbai', 1.85), runner(12, 'Chennai', 2.14)],
  };
}

export function bookmakerFixture(suspendedRunner?: number): BookmakerMarket {
  const runner = (selectionId: number, name: string, back: number) => ({
    selectionId,
    runner: name,
    status: selectionId === suspendedRunner ? 'SUSPENDED' : 'ACTIVE',
    back,
    lay: back + 2,
  });
  return { marketId: 'bm-1', marketName: 'Bookmaker', status: 'OPEN', runners: [runner(21, 'Mumbai', 84), runner(22, 'Chennai', 112)] };
}

export const fancyLine = (overrides: Partial<FancyItem> = {}): FancyItem => ({
  RunnerName: '6 over run MI',
  SelectionId: 301,
  BackPrice1: 52,
  BackSize1: 100,
  LayPrice1: 50,
  LaySize1: 100,
  GameStatus: '',
  gtype: 'runs',
  ...overrides,
});
