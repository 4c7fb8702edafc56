import { createBookmakerDesk } from '../../server/engines/sports/bookmakerDesk';
import { COMPETITIONS, type SportId } from '../../server/engines/sports/catalogue';
import { currentInnings, type CricketGame } from '../../server/engines/sports/cricket';
import { createLiveMatch, type LiveMatch, type MatchDef } from '../../server/engines/sports/liveMatch';
import { decidedFancy, matchMarketStates, matchResults } from '../../server/engines/sports/matchMarkets';
import type { MarketState } from '../../server/engines/sports/marketState';
import { pick, type Random } from '../../server/engines/sports/random';
import type { SoccerGame } from '../../server/engines/sports/soccer';
import type { TennisGame } from '../../server/engines/sports/tennis';
import type { MarketResult } from '../../server/markets/types';
import { createMatchBets } from './markets';
import type { Tally } from './tally';

const START = Date.UTC(2026, 0, 1, 12);
/** After the turn in play's suspension and before the next ball is on its way: every market open. */
const OPEN_MOMENT = START + 31_000;

function matchDefOf(sportId: SportId, random: Random, index: number): MatchDef {
  const competition = pick(random, COMPETITIONS[sportId]);
  const home = pick(random, competition.sides);
  const away = pick(
    random,
    competition.sides.filter((side) => side !== home),
  );
  const id = (n: number) => `1.${index * 10 + n}`;
  return {
    sportId,
    competitionId: competition.competitionId,
    competitionName: competition.name,
    matchId: String(index),
    sides: [home, away],
    startsAt: START,
    tv: false,
    marketIds: { matchOdds: id(1), tiedMatch: sportId === 4 ? id(2) : null, bookmaker: sportId === 2 ? null : id(3) },
    liquidity: 1_000,
    first: random() < 0.5 ? 0 : 1,
  };
}

/** What a sport's decision points are: after each step, where the match stands for a bettor (null: no decision). */
type DecisionOf = (match: LiveMatch, major: boolean) => string | null;

/**
 * Plays one match with the product's own simulator from its off, and at each decision point lets every strategy
 * bet at the prices the product shows then (Match Odds, Tied Match, Bookmaker, fancy lines via
 * `matchMarketStates`); the bookmaker's desk quotes afresh at each, as it does when a market reopens.
 */
function playMatch(
  tally: Tally,
  def: MatchDef,
  random: Random,
  decisionOf: DecisionOf,
  labelOf: (match: LiveMatch, state: MarketState, index: number) => string,
): void {
  const match = createLiveMatch(def, random, 1);
  match.advance(def.startsAt);
  const bets = createMatchBets(tally);
  const decide = (when: string | null) => {
    if (when === null) return;
    match.bookmaker = createBookmakerDesk();
    bets.take(matchMarketStates(match, OPEN_MOMENT, random), when, (state, index) => labelOf(match, state, index));
  };
  decide(decisionOf(match, false) ?? 'start');
  while (!match.sim.finished()) decide(decisionOf(match, match.sim.step(random) === 'major'));
  const results = matchResults(match);
  const fancy = decidedFancy(match);
  bets.settle((marketId): MarketResult | undefined => {
    const value = fancy.get(marketId);
    return value === undefined ? results.get(marketId) : { kind: 'runs', value };
  });
}

const gameOf = <T>(match: LiveMatch): T => (match.sim.view() as unknown as { game: T }).game;

const overBucket = (over: number): string =>
  over < 6 ? 'overs 0-5' : over < 11 ? 'overs 6-10' : over < 16 ? 'overs 11-15' : 'overs 16-19';

/** Cricket: at the start of each innings, the end of every over, and each wicket. */
const cricketDecision: DecisionOf = (match, major) => {
  const game = gameOf<CricketGame>(match);
  if (game.finished) return null;
  const innings = currentInnings(game);
  const label = `inn ${game.innings.length}`;
  if (major) return innings.balls === 0 ? `${label} start` : `${label} wicket`;
  if (innings.balls % 6 !== 0 || game.recent.at(-1)?.legal === false) return null;
  return innings.balls === 0 ? `${label} start` : `${label} ${overBucket(innings.balls / 6 - 1)}`;
};

function cricketLabel(match: LiveMatch, state: MarketState, index: number): string {
  const { spec } = state;
  if (spec.kind === 'fancy') return spec.marketName.replace(/ \S+$/, '').replace(/\d+(st|nd|rd|th) wkt/, 'next wkt');
  if (spec.marketName === 'Tied Match') return spec.selections[index]?.name ?? '';
  return currentInnings(gameOf<CricketGame>(match)).team === index ? 'batting side' : 'bowling side';
}

/** Soccer: every 15 minutes, at each goal and at half time. */
const soccerDecision: DecisionOf = (match, major) => {
  const game = gameOf<SoccerGame>(match);
  if (game.finished) return null;
  if (major) return 'goal';
  if (game.phase === 'halfTime') return 'half time';
  return game.minute % 15 === 0 ? `minute ${game.minute < 45 ? '0-44' : '45-90'}` : null;
};

const soccerLabel = (_match: LiveMatch, state: MarketState, index: number): string =>
  ['home', 'away', 'draw'][index] ?? state.spec.selections[index]?.name ?? '';

/** Tennis: after every game, and at each break of serve or set. */
function tennisDecision(): DecisionOf {
  let games = 0;
  return (match, major) => {
    const game = gameOf<TennisGame>(match);
    if (game.finished) return null;
    const played = game.sets.reduce((sum, [a, b]) => sum + a + b, 0);
    const gameEnded = played !== games || (game.points[0] === 0 && game.points[1] === 0 && major);
    games = played;
    if (!gameEnded) return null;
    return major ? 'break or set' : `set ${game.sets.length}`;
  };
}

const tennisLabel = (match: LiveMatch, _state: MarketState, index: number): string =>
  gameOf<TennisGame>(match).server === index ? 'next server' : 'next receiver';

export const MATCH_SPORTS = {
  cricket: { sportId: 4 as const, decision: () => cricketDecision, label: cricketLabel },
  soccer: { sportId: 1 as const, decision: () => soccerDecision, label: soccerLabel },
  tennis: { sportId: 2 as const, decision: tennisDecision, label: tennisLabel },
};

/** Plays `count` seeded matches of the sport, every strategy betting at every decision point. */
export function auditMatches(tally: Tally, sport: keyof typeof MATCH_SPORTS, count: number, random: Random): void {
  const { sportId, decision, label } = MATCH_SPORTS[sport];
  for (let index = 0; index < count; index += 1) playMatch(tally, matchDefOf(sportId, random, index), random, decision(), label);
}
