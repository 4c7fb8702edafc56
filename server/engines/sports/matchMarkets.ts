import type { FancyItem, OddsRunner } from '../../../contract/sports';
import { fancyMarketId, type MarketResult, type MarketSpec, type SelectionPrice } from '../../markets/types';
import { DRAW_SELECTION_ID, SPORT_NAMES, TIE_NO_SELECTION_ID, TIE_YES_SELECTION_ID } from './catalogue';
import { currentInnings, type CricketGame } from './cricket';
import { normalise, modelLadderOf } from './modelLadder';
import { fallenWicketResults, fancyLines, type FancyLine } from './fancy';
import { linePrices } from './fancyPrices';
import type { LiveMatch } from './liveMatch';
import { wireStatus, type MarketSettlement, type MarketState } from './marketState';
import type { Random } from './random';

interface Runner {
  selectionId: number;
  name: string;
}

export const matchMarketName = 'Match Odds';
export const tiedMatchName = 'Tied Match';
export const bookmakerName = 'Bookmaker';

export const runnersOf = (match: LiveMatch): Runner[] => {
  const sides = match.def.sides.map((side) => ({ selectionId: side.selectionId, name: side.name }));
  return match.def.sportId === 1 ? [...sides, { selectionId: DRAW_SELECTION_ID, name: 'The Draw' }] : sides;
};
const TIE_RUNNERS: Runner[] = [
  { selectionId: TIE_YES_SELECTION_ID, name: 'Yes' },
  { selectionId: TIE_NO_SELECTION_ID, name: 'No' },
];

export const eventNameOf = (match: Pick<LiveMatch, 'def'>): string => `${match.def.sides[0].name} v ${match.def.sides[1].name}`;
/** The match-level id fancy bets name (BET-26): "{eventId}-{leagueId}-{matchId}". */
export const fancyMatchMarketId = (match: LiveMatch): string => `${match.def.sportId}-${match.def.competitionId}-${match.def.matchId}`;

function specOf(
  match: LiveMatch,
  marketId: string,
  kind: MarketSpec['kind'],
  marketName: string,
  selections: SelectionPrice[],
): MarketSpec {
  const { def } = match;
  return {
    marketId,
    kind,
    eventId: def.sportId,
    leagueId: def.competitionId,
    matchId: def.matchId,
    eventName: eventNameOf(match),
    sportsName: SPORT_NAMES[def.sportId],
    marketName,
    inPlay: match.phase() === 'inPlay',
    selections,
  };
}

function statusOf(match: LiveMatch, now: number): MarketState['status'] {
  if (match.phase() === 'completed') return 'closed';
  return match.isSuspended(now) ? 'suspended' : 'open';
}

function oddsState(
  match: LiveMatch,
  now: number,
  random: Random,
  marketId: string,
  marketName: string,
  runners: Runner[],
  chances: number[],
): MarketState {
  const status = statusOf(match, now);
  const books = normalise(chances).map((chance) => modelLadderOf(chance, random, match.def.liquidity));
  const oddsRunners: OddsRunner[] = runners.map((runner, index) => ({
    selectionId: runner.selectionId,
    runner: runner.name,
    status: 'ACTIVE',
    ex: books[index] ?? { availableToBack: [], availableToLay: [] },
  }));
  const selections = oddsRunners.map((runner) => ({
    selectionId: runner.selectionId,
    name: runner.runner,
    back: runner.ex.availableToBack[0]?.price ?? null,
    lay: runner.ex.availableToLay[0]?.price ?? null,
    quoteSize: match.def.liquidity,
  }));
  const totalMatched = marketName === matchMarketName ? match.totalMatched() : Math.round(match.totalMatched() * 3) / 100;
  return {
    spec: specOf(match, marketId, 'matchOdds', marketName, selections),
    status,
    view: {
      kind: 'odds',
      market: { marketId, marketName, status: wireStatus(status), totalMatched, runners: oddsRunners, inplay: match.phase() === 'inPlay' },
    },
  };
}

function bookmakerState(match: LiveMatch, now: number, marketId: string, chances: number[]): MarketState {
  const status = statusOf(match, now);
  const quotes = match.bookmaker.quote(normalise(chances), status === 'open', now);
  const runners = runnersOf(match).map((runner, index) => {
    const rates = quotes?.[index] ?? null;
    return {
      selectionId: runner.selectionId,
      runner: runner.name,
      status: rates ? 'ACTIVE' : 'SUSPENDED',
      back: rates?.back ?? 0,
      lay: rates?.lay ?? 0,
    };
  });
  const selections = runners.map((runner) => ({
    selectionId: runner.selectionId,
    name: runner.runner,
    back: runner.back || null,
    lay: runner.lay || null,
    suspended: runner.status === 'SUSPENDED',
  }));
  return {
    spec: specOf(match, marketId, 'bookmaker', bookmakerName, selections),
    status,
    view: { kind: 'bookmaker', market: { marketId, marketName: bookmakerName, status: wireStatus(status), runners } },
  };
}

/** The fancy lines on offer: the current innings (after the toss, before the start: the first innings). */
function openFancyLines(match: LiveMatch, game: CricketGame): FancyLine[] {
  const inningsIndex = (game.innings.length - 1) as 0 | 1;
  const team = currentInnings(game).team;
  const side = match.def.sides[team];
  const strength = match.sim.strengths?.[team] ?? side.strength;
  return fancyLines(game, inningsIndex, side.short, strength).filter((line) => line.result === null && line.outlook !== null);
}

function fancyStatus(match: LiveMatch, now: number): { status: MarketState['status']; gameStatus: string } {
  if (match.phase() === 'completed') return { status: 'closed', gameStatus: 'CLOSED' };
  if (match.isSuspended(now)) return { status: 'suspended', gameStatus: 'SUSPENDED' };
  if (match.isBallRunning(now)) return { status: 'suspended', gameStatus: 'Ball Running' };
  return { status: 'open', gameStatus: '' };
}

function fancyStates(match: LiveMatch, now: number, game: CricketGame): MarketState[] {
  const shown = fancyStatus(match, now);
  return openFancyLines(match, game).flatMap((line) => {
    if (!line.outlook) return [];
    const prices = linePrices(line.outlook);
    const { status, gameStatus } =
      prices.open || shown.status !== 'open' ? shown : { status: 'suspended' as const, gameStatus: 'SUSPENDED' };
    const item: FancyItem = {
      RunnerName: line.name,
      SelectionId: line.selectionId,
      BackPrice1: prices.line,
      BackSize1: prices.yesRate,
      LayPrice1: prices.line,
      LaySize1: prices.noRate,
      GameStatus: gameStatus,
      gtype: line.gtype,
    };
    const selection = {
      selectionId: line.selectionId,
      name: line.name,
      back: prices.line,
      lay: prices.line,
      backSize: prices.yesRate,
      laySize: prices.noRate,
    };
    return [
      {
        spec: specOf(match, fancyMarketId(fancyMatchMarketId(match), line.selectionId), 'fancy', line.name, [selection]),
        status,
        view: { kind: 'fancy', item },
      },
    ];
  });
}

const cricketGameOf = (match: LiveMatch): CricketGame | null => {
  const view = match.sim.view();
  return view.sport === 'cricket' ? view.game : null;
};

/** Every market of the match as it should be at `now`: Match Odds (and Tied Match), Bookmaker, fancy lines. */
export function matchMarketStates(match: LiveMatch, now: number, random: Random): MarketState[] {
  const { marketIds } = match.def;
  const chances = match.chances();
  const states = [oddsState(match, now, random, marketIds.matchOdds, matchMarketName, runnersOf(match), chances)];
  const game = cricketGameOf(match);
  if (marketIds.tiedMatch && game) {
    const tie = match.tieChance() ?? 0;
    states.push(oddsState(match, now, random, marketIds.tiedMatch, tiedMatchName, TIE_RUNNERS, [tie, 1 - tie]));
  }
  if (marketIds.bookmaker) states.push(bookmakerState(match, now, marketIds.bookmaker, chances));
  if (game) states.push(...fancyStates(match, now, game));
  return states;
}

/** Fancy lines decided so far (over reached, wicket fallen, innings ended), by market id, with their values. */
export function decidedFancy(match: LiveMatch): Map<string, number> {
  const decided = new Map<string, number>();
  const game = cricketGameOf(match);
  if (!game) return decided;
  game.innings.forEach((innings, index) => {
    const inningsIndex = index as 0 | 1;
    const side = match.def.sides[innings.team];
    for (const { selectionId, value } of fallenWicketResults(innings, inningsIndex))
      decided.set(fancyMarketId(fancyMatchMarketId(match), selectionId), value);
    for (const line of fancyLines(game, inningsIndex, side.short, side.strength)) {
      if (line.result !== null) decided.set(fancyMarketId(fancyMatchMarketId(match), line.selectionId), line.result);
    }
  });
  return decided;
}

/** The results of the match-level markets once the match is completed (a tied T20 voids Match Odds and Bookmaker). */
export function matchResults(match: LiveMatch): Map<string, MarketResult> {
  const results = new Map<string, MarketResult>();
  const winnerIndex = match.sim.winner();
  const winner = winnerIndex === null ? undefined : runnersOf(match)[winnerIndex];
  const byWinner: MarketResult = winner ? { kind: 'winner', selectionId: winner.selectionId } : { kind: 'void' };
  const { marketIds } = match.def;
  results.set(marketIds.matchOdds, byWinner);
  if (marketIds.bookmaker) results.set(marketIds.bookmaker, byWinner);
  if (marketIds.tiedMatch)
    results.set(marketIds.tiedMatch, { kind: 'winner', selectionId: winner ? TIE_NO_SELECTION_ID : TIE_YES_SELECTION_ID });
  return results;
}

export type { MarketSettlement };
