import { chance, type Random } from './random';

export const SETS_TO_WIN = 2;

export interface TennisGame {
  /** Games won in each set so far, [player 0, player 1]; the last entry is the set in play. */
  sets: [number, number][];
  /** Points in the current game (tiebreak points in a tiebreak). */
  points: [number, number];
  /** Who serves the current game (or the first point of the tiebreak). */
  server: 0 | 1;
  tiebreak: boolean;
  finished: boolean;
  winner: 0 | 1 | null;
}

export type TennisPointEvent = 'point' | 'hold' | 'break' | 'set' | 'match';

export const newTennisGame = (server: 0 | 1): TennisGame => ({
  sets: [[0, 0]],
  points: [0, 0],
  server,
  tiebreak: false,
  finished: false,
  winner: null,
});

const other = (player: 0 | 1): 0 | 1 => (player === 0 ? 1 : 0);

/** Sets the player has won (only finished sets count). */
export const setsWon = (game: Pick<TennisGame, 'sets'>, player: 0 | 1): number =>
  game.sets.filter((set) => isSetOver(set) && (player === 0 ? set[0] > set[1] : set[1] > set[0])).length;

function isSetOver([a, b]: [number, number]): boolean {
  return (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2) || Math.max(a, b) === 7;
}

const isGameOver = ([a, b]: [number, number], tiebreak: boolean): boolean => {
  const target = tiebreak ? 7 : 4;
  return Math.max(a, b) >= target && Math.abs(a - b) >= 2;
};

/** Who serves the next tiebreak point: the first server once, then two points each. */
export const tiebreakServer = (game: TennisGame): 0 | 1 => {
  const played = game.points[0] + game.points[1];
  return Math.floor((played + 1) / 2) % 2 === 0 ? game.server : other(game.server);
};

export const pointServer = (game: TennisGame): 0 | 1 => (game.tiebreak ? tiebreakServer(game) : game.server);

/** Plays one point; `serveWin[p]` is player p's chance of winning a point on serve. */
export function playPoint(game: TennisGame, random: Random, serveWin: readonly [number, number]): TennisPointEvent {
  if (game.finished) throw new Error('the match is over');
  const server = pointServer(game);
  const winner = chance(random, serveWin[server]) ? server : other(server);
  game.points[winner] += 1;
  if (!isGameOver(game.points, game.tiebreak)) return 'point';
  const set = game.sets[game.sets.length - 1] as [number, number];
  set[winner] += 1;
  const held = game.tiebreak || winner === game.server;
  game.points = [0, 0];
  game.server = other(game.server);
  game.tiebreak = set[0] === 6 && set[1] === 6;
  if (!isSetOver(set)) return held ? 'hold' : 'break';
  if (setsWon(game, winner) >= SETS_TO_WIN) {
    game.finished = true;
    game.winner = winner;
    return 'match';
  }
  game.sets.push([0, 0]);
  return 'set';
}

/** Tennis scoring of the current game: "0", "15", "30", "40", "AD" (tiebreak points as numbers). */
export function pointsText(game: TennisGame): [string, string] {
  if (game.tiebreak) return [String(game.points[0]), String(game.points[1])];
  const [a, b] = game.points;
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  const names = ['0', '15', '30', '40'];
  return [names[a] ?? '40', names[b] ?? '40'];
}
