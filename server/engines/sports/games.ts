import { bowl, currentInnings, newCricketGame, oversText, targetOf, type CricketGame } from './cricket';
import { cricketTieChance, cricketWinChance } from './cricketModel';
import type { Random } from './random';
import { newSoccerGame, playMinute, soccerChances, type SoccerGame } from './soccer';
import { newTennisGame, playPoint, pointsText, setsWon, type TennisGame } from './tennis';
import { tennisWinChance } from './tennisModel';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** What moved the game in one step: `major` (wicket, goal, break of serve, set) suspends the markets for a moment. */
export type StepImpact = 'major' | 'minor';

/** The live score as the built-in score and TV pages draw it. */
export type ScoreView =
  | { sport: 'cricket'; game: CricketGame; target: number | null; overs: string[]; teams: [string, string] }
  | { sport: 'soccer'; game: SoccerGame; teams: [string, string] }
  | { sport: 'tennis'; game: TennisGame; points: [string, string]; teams: [string, string] };

/** One simulated game behind a match: steps it, times it and turns its state into chances. */
export interface GameSim {
  step(random: Random): StepImpact;
  /** Realistic time from this step to the next, before the feed's speed-up. */
  nextDelayMs(): number;
  finished(): boolean;
  /** Chance of each Match Odds runner winning (in runner order). */
  chances(): number[];
  /** Cricket: the chance the match ends level (the Tied Match market). */
  tieChance?(): number;
  /** Cricket: each side's batting strength as the game is played (the fancy lines are priced with it). */
  strengths?: readonly [number, number];
  /** Index of the winning runner; null when the market is void (a tied T20). */
  winner(): number | null;
  view(): ScoreView;
}

export function cricketSim(teams: [string, string], strengths: [number, number], battingFirst: 0 | 1): GameSim & { game: CricketGame } {
  const game = newCricketGame(battingFirst);
  let lastDelay = 35 * SECOND;
  return {
    game,
    strengths,
    step(random) {
      const inningsBefore = game.innings.length;
      const ball = bowl(game, random, strengths);
      const innings = game.innings[inningsBefore - 1];
      const overEnded = ball.legal && innings !== undefined && innings.balls % 6 === 0;
      lastDelay = game.innings.length > inningsBefore ? 15 * MINUTE : overEnded ? 75 * SECOND : 35 * SECOND;
      return ball.kind === 'wicket' || game.innings.length > inningsBefore ? 'major' : 'minor';
    },
    nextDelayMs: () => lastDelay,
    finished: () => game.finished,
    chances: () => {
      const first = cricketWinChance(game, strengths);
      return [first, 1 - first];
    },
    tieChance: () => cricketTieChance(game, strengths),
    winner: () => game.winner,
    view: () => ({
      sport: 'cricket',
      game,
      target: targetOf(game),
      overs: game.innings.map((innings) => oversText(innings.balls)),
      teams,
    }),
  };
}

export function soccerSim(teams: [string, string], goalsPer90: [number, number]): GameSim & { game: SoccerGame } {
  const game = newSoccerGame();
  return {
    game,
    step: (random) => (playMinute(game, random, goalsPer90) ? 'major' : 'minor'),
    nextDelayMs: () => (game.phase === 'halfTime' ? 15 * MINUTE : MINUTE),
    finished: () => game.finished,
    chances: () => soccerChances(game, goalsPer90),
    winner: () => {
      const [a, b] = game.goals;
      return a > b ? 0 : a < b ? 1 : 2;
    },
    view: () => ({ sport: 'soccer', game, teams }),
  };
}

export function tennisSim(teams: [string, string], serveWin: [number, number], firstServer: 0 | 1): GameSim & { game: TennisGame } {
  const game = newTennisGame(firstServer);
  let lastDelay = 40 * SECOND;
  return {
    game,
    step(random) {
      const event = playPoint(game, random, serveWin);
      lastDelay = event === 'point' ? 40 * SECOND : event === 'set' ? 3 * MINUTE : 75 * SECOND;
      return event === 'break' || event === 'set' || event === 'match' ? 'major' : 'minor';
    },
    nextDelayMs: () => lastDelay,
    finished: () => game.finished,
    chances: () => {
      const first = tennisWinChance(game, serveWin);
      return [first, 1 - first];
    },
    winner: () => game.winner,
    view: () => ({ sport: 'tennis', game, points: pointsText(game), teams }),
  };
}

/** Short score of a match for lists and logs ("IND 145/6 (18.2)", "2-1 67'", "6-4 3-2"). */
export function scoreLine(view: ScoreView): string {
  switch (view.sport) {
    case 'cricket': {
      const innings = currentInnings(view.game);
      return `${view.teams[innings.team]} ${innings.runs}/${innings.wickets} (${oversText(innings.balls)})`;
    }
    case 'soccer':
      return `${view.game.goals[0]}-${view.game.goals[1]} ${view.game.minute}'`;
    case 'tennis':
      return `${setsWon(view.game, 0)}-${setsWon(view.game, 1)} ${view.game.sets.map(([a, b]) => `${a}-${b}`).join(' ')}`;
  }
}
