import { SETS_TO_WIN, setsWon, tiebreakServer, type TennisGame } from './tennis';

/** What one match chance computation has worked out, by numeric keys (building string keys was most of its time). */
interface Memo {
  /** Per chance of winning a point on serve: game chances by points. */
  games: Map<number, Map<number, number>>;
  tiebreaks: Map<number, number>;
  sets: Map<number, number>;
}

function memoised(memo: Map<number, number>, key: number, compute: () => number): number {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = compute();
  memo.set(key, value);
  return value;
}

/** Chance the server wins a game from points (a, b), winning each point with chance p. */
function gameChance(p: number, a: number, b: number, memo: Memo): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  if (a >= 3 && b >= 3 && a === b) return (p * p) / (p * p + (1 - p) * (1 - p));
  let games = memo.games.get(p);
  if (!games) memo.games.set(p, (games = new Map()));
  return memoised(games, a * 64 + b, () => p * gameChance(p, a + 1, b, memo) + (1 - p) * gameChance(p, a, b + 1, memo));
}

/** Player 0's chance of winning a tiebreak from (a, b) when `first` served its first point. */
function tiebreakChance(serve: readonly [number, number], a: number, b: number, first: 0 | 1, memo: Memo): number {
  if (a >= 7 && a - b >= 2) return 1;
  if (b >= 7 && b - a >= 2) return 0;
  if (a >= 6 && b >= 6 && a === b) {
    const both0 = serve[0] * (1 - serve[1]);
    const both1 = (1 - serve[0]) * serve[1];
    return both0 / (both0 + both1);
  }
  const server = tiebreakServer({ points: [a, b], server: first, tiebreak: true } as TennisGame);
  const p0 = server === 0 ? serve[0] : 1 - serve[1];
  return memoised(
    memo.tiebreaks,
    (a * 64 + b) * 2 + first,
    () => p0 * tiebreakChance(serve, a + 1, b, first, memo) + (1 - p0) * tiebreakChance(serve, a, b + 1, first, memo),
  );
}

/** Player 0's chance of winning the set from games (a, b) with `server` serving the next game from 0-0. */
function setChance(serve: readonly [number, number], a: number, b: number, server: 0 | 1, memo: Memo): number {
  if ((a >= 6 && a - b >= 2) || a === 7) return 1;
  if ((b >= 6 && b - a >= 2) || b === 7) return 0;
  if (a === 6 && b === 6) return tiebreakChance(serve, 0, 0, server, memo);
  const hold0 = server === 0 ? gameChance(serve[0], 0, 0, memo) : 1 - gameChance(serve[1], 0, 0, memo);
  const next = server === 0 ? 1 : 0;
  return memoised(
    memo.sets,
    (a * 16 + b) * 2 + server,
    () => hold0 * setChance(serve, a + 1, b, next, memo) + (1 - hold0) * setChance(serve, a, b + 1, next, memo),
  );
}

function matchChance(setWin: number, a: number, b: number): number {
  if (a >= SETS_TO_WIN) return 1;
  if (b >= SETS_TO_WIN) return 0;
  return setWin * matchChance(setWin, a + 1, b) + (1 - setWin) * matchChance(setWin, a, b + 1);
}

/** Player 0's chance of winning the match from the score, by the point-by-point Markov model. */
export function tennisWinChance(game: TennisGame, serve: readonly [number, number]): number {
  if (game.finished) return game.winner === 0 ? 1 : 0;
  const memo: Memo = { games: new Map(), tiebreaks: new Map(), sets: new Map() };
  const [a, b] = game.sets[game.sets.length - 1] as [number, number];
  const next = game.server === 0 ? 1 : 0;
  let currentSet: number;
  if (game.tiebreak) currentSet = tiebreakChance(serve, game.points[0], game.points[1], game.server, memo);
  else {
    const server = game.server;
    const holdChance = gameChance(serve[server], game.points[server], game.points[server === 0 ? 1 : 0], memo);
    const win0 = server === 0 ? holdChance : 1 - holdChance;
    currentSet = win0 * setChance(serve, a + 1, b, next, memo) + (1 - win0) * setChance(serve, a, b + 1, next, memo);
  }
  const freshSet = (setChance(serve, 0, 0, 0, memo) + setChance(serve, 0, 0, 1, memo)) / 2;
  const won0 = setsWon(game, 0);
  const won1 = setsWon(game, 1);
  return currentSet * matchChance(freshSet, won0 + 1, won1) + (1 - currentSet) * matchChance(freshSet, won0, won1 + 1);
}
