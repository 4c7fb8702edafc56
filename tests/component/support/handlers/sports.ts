import { http } from 'msw';
import type { BetPayload, ExistingBet } from '../../../../contract/bets';
import type { MinMax } from '../../../../contract/domain';
import type {
  BookmakerMarket,
  FancyItem,
  HorseCountry,
  LockItem,
  Match,
  OddsMarket,
  PriceHistory,
  Sport,
} from '../../../../contract/sports';
import { apiUrl, contractJson } from '../apiRoute';
import { sportsFixture } from '../sportsFixtures';

export const eventsHandler = (sports: Sport[] = sportsFixture) =>
  http.get(apiUrl('events'), () => contractJson('events', { status: true, data: sports }));

/** Answers each sport's matches from `bySport` (a sport without an entry has none). */
export const matchesBySportHandler = (bySport: Record<number, Match[]>, calls: number[] = []) =>
  http.get(apiUrl('matchesBySport'), ({ params }) => {
    const eventId = Number(params.eventId);
    calls.push(eventId);
    return contractJson('matchesBySport', { status: true, data: bySport[eventId] ?? [] });
  });

/** The logged-in user's sport locks (HOME-20). */
export const eventLocksHandler = (locks: LockItem[] = []) =>
  http.post(apiUrl('eventLocks'), () => contractJson('eventLocks', { status: true, data: locks }));

/** Answers match odds with the next of `answers` on each poll (the last one repeats). */
export const marketOddsHandler = (answers: OddsMarket[][], calls: string[] = []) => {
  let index = 0;
  return http.get(apiUrl('marketOdds'), ({ params }) => {
    calls.push(String(params.marketIds));
    const data = answers[Math.min(index, answers.length - 1)] ?? [];
    index += 1;
    return contractJson('marketOdds', { status: true, data });
  });
};

/** The horse racing schedule (data.t1). */
export const horseRacesHandler = (countries: HorseCountry[]) =>
  http.get(apiUrl('horseRaces'), () => contractJson('horseRaces', { status: true, data: { t1: countries } }));

/** Answers the price history of `history.marketId`; records each asked market id. */
export const priceHistoryHandler = (history: PriceHistory, calls: string[] = []) =>
  http.get(apiUrl('priceHistory'), ({ params }) => {
    calls.push(String(params.marketId));
    return contractJson('priceHistory', { status: true, data: history });
  });

/** The bookmaker markets; records each request's path ids as "{eventId}/{leagueId}/{matchId}". */
export const bookmakerHandler = (markets: BookmakerMarket[], calls: string[] = []) =>
  http.get(apiUrl('bookmaker'), ({ params }) => {
    calls.push(`${String(params.eventId)}/${String(params.leagueId)}/${String(params.matchId)}`);
    return contractJson('bookmaker', { status: true, data: markets });
  });

export const fancyHandler = (lines: FancyItem[]) =>
  http.get(apiUrl('fancy'), () => contractJson('fancy', { status: true, data: { fancy: lines } }));

export const betDetailsHandler = (bets: ExistingBet[] = []) =>
  http.get(apiUrl('betDetailsList'), () => contractJson('betDetailsList', { status: true, data: bets }));

export const minMaxHandler = (limits: MinMax = {}) =>
  http.get(apiUrl('minMax'), () => contractJson('minMax', { status: true, data: limits }));

/** Records each bet payload and answers with `answer`. */
export const placeBetHandler = (bodies: BetPayload[], answer = { status: true, message: 'Bet placed' }) =>
  http.post(apiUrl('placeBet'), async ({ request }) => {
    bodies.push((await request.json()) as BetPayload);
    return contractJson('placeBet', answer);
  });

/** Everything a match page asks for: the sport's matches, odds, bookmaker, fancy, limits and the user's bets. */
export function matchPageHandlers(options: {
  match: Match;
  odds?: OddsMarket[][];
  bookmaker?: BookmakerMarket[];
  fancy?: FancyItem[];
  bets?: ExistingBet[];
  limits?: MinMax;
}) {
  return [
    eventsHandler(),
    matchesBySportHandler({ [options.match.eventId]: [options.match] }),
    marketOddsHandler(options.odds ?? [[]]),
    bookmakerHandler(options.bookmaker ?? []),
    fancyHandler(options.fancy ?? []),
    betDetailsHandler(options.bets ?? []),
    minMaxHandler(options.limits ?? {}),
  ];
}
