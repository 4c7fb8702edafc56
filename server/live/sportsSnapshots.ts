import type { BookmakerMarket, Competition, FancyItem, Match, OddsMarket, PriceHistory } from '../../contract/sports';

/** OPEN-031: Horse Racing is 135; the schedule link's 10 names the same sport. */
export const HORSE_RACING_ID = 135;
export const HORSE_RACING_ALIAS = 10;
export const canonicalSportId = (eventId: number): number => (eventId === HORSE_RACING_ALIAS ? HORSE_RACING_ID : eventId);

/** One sport's live data as a feed publishes it after a tick. */
export interface SportSection {
  sportId: number;
  competitions: Competition[];
  matches: Match[];
  odds: { matchId: string; market: OddsMarket }[];
  bookmaker: Map<string, BookmakerMarket[]>;
  fancy: Map<string, FancyItem[]>;
  /** The built-in score and TV pages' data per match id. */
  scores?: Map<string, unknown>;
  /** Each match's Match Odds price history. */
  priceHistory?: { matchId: string; history: PriceHistory }[];
}

interface SportAnswers {
  competitions: string;
  matches: string;
  matchesByLeague: Map<string, string>;
  /** Market id → its JSON and the match it belongs to. */
  odds: Map<string, { matchId: string; json: string }>;
  bookmaker: Map<string, string>;
  fancy: Map<string, string>;
  scores: Map<string, string>;
  /** Market id → its price history's JSON and the match it belongs to. */
  priceHistory: Map<string, { matchId: string; json: string }>;
}

const ok = (data: unknown): string => JSON.stringify({ status: true, data });

function answersOf(section: SportSection): SportAnswers {
  const byLeague = new Map<string, Match[]>();
  for (const match of section.matches) byLeague.set(match.competitionId, [...(byLeague.get(match.competitionId) ?? []), match]);
  return {
    competitions: ok(section.competitions),
    matches: ok(section.matches),
    matchesByLeague: new Map([...byLeague].map(([leagueId, matches]) => [leagueId, ok({ data: matches })])),
    odds: new Map(section.odds.map(({ matchId, market }) => [market.marketId, { matchId, json: JSON.stringify(market) }])),
    bookmaker: new Map([...section.bookmaker].map(([matchId, markets]) => [matchId, ok(markets)])),
    fancy: new Map([...section.fancy].map(([matchId, items]) => [matchId, ok({ fancy: items })])),
    scores: new Map([...(section.scores ?? [])].map(([matchId, score]) => [matchId, JSON.stringify(score)])),
    priceHistory: new Map((section.priceHistory ?? []).map(({ matchId, history }) => [history.marketId, { matchId, json: ok(history) }])),
  };
}

type MapAnswer = 'matchesByLeague' | 'odds' | 'bookmaker' | 'fancy' | 'scores' | 'priceHistory';
type DumpedAnswers = Omit<SportAnswers, MapAnswer> & {
  [K in MapAnswer]: [string, SportAnswers[K] extends Map<string, infer V> ? V : never][];
};

const dumpAnswers = (answers: SportAnswers): DumpedAnswers => ({
  competitions: answers.competitions,
  matches: answers.matches,
  matchesByLeague: [...answers.matchesByLeague],
  odds: [...answers.odds],
  bookmaker: [...answers.bookmaker],
  fancy: [...answers.fancy],
  scores: [...answers.scores],
  priceHistory: [...answers.priceHistory],
});

const loadAnswers = (dumped: DumpedAnswers): SportAnswers => ({
  competitions: dumped.competitions,
  matches: dumped.matches,
  matchesByLeague: new Map(dumped.matchesByLeague),
  odds: new Map(dumped.odds),
  bookmaker: new Map(dumped.bookmaker),
  fancy: new Map(dumped.fancy),
  scores: new Map(dumped.scores),
  priceHistory: new Map(dumped.priceHistory),
});

const EMPTY_LIST = ok([]);
const EMPTY_NESTED = ok({ data: [] });
const EMPTY_FANCY = ok({ fancy: [] });

/**
 * The public sports answers, serialised once per feed tick and served as they are (SRV-17..23): a poll costs a
 * map lookup, whatever the number of clients.
 */
export function createSportsSnapshots() {
  const sports = new Map<number, SportAnswers>();
  let horseSchedule = ok({ t1: [] });
  const of = (eventId: number) => sports.get(canonicalSportId(eventId));

  return {
    publish(section: SportSection): void {
      sports.set(section.sportId, answersOf(section));
    },
    publishHorseSchedule(t1: unknown): void {
      horseSchedule = ok({ t1 });
    },
    /** Everything published so far as one JSON text, for the processes that do not lead the feeds. */
    dump: (): string => JSON.stringify({ sports: [...sports].map(([sportId, answers]) => [sportId, dumpAnswers(answers)]), horseSchedule }),
    /** Serves what a `dump()` of the leading process holds (this process runs no feed). */
    load(body: string): void {
      const dumped = JSON.parse(body) as { sports: [number, DumpedAnswers][]; horseSchedule: string };
      sports.clear();
      for (const [sportId, answers] of dumped.sports) sports.set(sportId, loadAnswers(answers));
      horseSchedule = dumped.horseSchedule;
    },
    competitions: (eventId: number): string => of(eventId)?.competitions ?? EMPTY_LIST,
    matchesBySport: (eventId: number): string => of(eventId)?.matches ?? EMPTY_LIST,
    matches: (eventId: number, leagueId: string): string => of(eventId)?.matchesByLeague.get(leagueId) ?? EMPTY_NESTED,
    /** The listed markets of the match, in the order asked; ids of other matches or unknown ids are left out. */
    marketOdds(eventId: number, matchId: string, marketIds: readonly string[]): string {
      const odds = of(eventId)?.odds;
      const found = marketIds.flatMap((marketId) => {
        const entry = odds?.get(marketId);
        return entry && entry.matchId === matchId ? [entry.json] : [];
      });
      return `{"status":true,"data":[${found.join(',')}]}`;
    },
    bookmaker: (eventId: number, matchId: string): string => of(eventId)?.bookmaker.get(matchId) ?? EMPTY_LIST,
    fancy: (eventId: number, matchId: string): string => of(eventId)?.fancy.get(matchId) ?? EMPTY_FANCY,
    horseSchedule: (): string => horseSchedule,
    /** The live score of a match for the built-in score and TV pages; undefined when the feed has no such match. */
    score: (eventId: number, matchId: string): string | undefined => of(eventId)?.scores.get(matchId),
    /** A Match Odds market's price history; undefined when the feed has no such market in that match. */
    priceHistory(eventId: number, matchId: string, marketId: string): string | undefined {
      const entry = of(eventId)?.priceHistory.get(marketId);
      return entry?.matchId === matchId ? entry.json : undefined;
    },
  };
}

export type SportsSnapshots = ReturnType<typeof createSportsSnapshots>;
