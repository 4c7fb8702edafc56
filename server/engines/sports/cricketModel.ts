import { currentInnings, targetOf, type CricketGame, type Innings } from './cricket';
import { runsOutlook, type RunsOutlook } from './cricketOutlook';
import { createMemo } from './memo';

/** The balls at which the session lines settle: the end of overs 6, 10, 15 and 20. */
export const SESSION_BALLS = [36, 60, 90, 120] as const;

const remembered = createMemo<RunsOutlook>(256);

/**
 * The outlook of an innings from where it stands (runs added from here), worked out once per ball and side: in a
 * chase it stops at the target. Its `final` gives the Match Odds and Tied Match, its checkpoints the session lines.
 */
export function inningsOutlook(innings: Pick<Innings, 'balls' | 'wickets' | 'runs'>, target: number | null, strength: number): RunsOutlook {
  const need = target === null ? null : target - innings.runs;
  return remembered(`${innings.balls}|${innings.wickets}|${need}|${strength}`, () =>
    runsOutlook({ balls: innings.balls, wickets: innings.wickets, need }, strength, SESSION_BALLS),
  );
}

/** A whole innings' total from its first ball, played to its end whatever the target (a chase reaches n iff this does). */
const wholeInningsMemo = createMemo<Float64Array>(128);
const wholeInnings = (strength: number): Float64Array =>
  wholeInningsMemo(String(strength), () => runsOutlook({ balls: 0, wickets: 0, need: null }, strength, []).final);

/** Chances the side batting first wins and that the match ends level, its innings still to add `firstToCome` to `runs`. */
function againstTheChase(runs: number, firstToCome: Float64Array, chase: Float64Array): { battingWins: number; tie: number } {
  // chaseBelow[t]: the chance the chase's total stays below t.
  const chaseBelow = new Float64Array(chase.length + 1);
  for (let total = 0; total < chase.length; total += 1) chaseBelow[total + 1] = (chaseBelow[total] ?? 0) + (chase[total] ?? 0);
  let battingWins = 0;
  let tie = 0;
  firstToCome.forEach((chance, added) => {
    if (chance === 0) return;
    const total = Math.min(chase.length, runs + added);
    battingWins += chance * (chaseBelow[total] ?? 1);
    tie += chance * (chase[total] ?? 0);
  });
  return { battingWins, tie };
}

/**
 * Before the first ball, the chances depend only on the two strengths: worked out exactly on a grid of strengths
 * (hundredths) and read between its points, so that pricing matches before the off (the form moves the strengths
 * on and on) costs no more than a lookup once the grid points in use are known.
 */
const STRENGTH_GRID = 100;
const gridChances = createMemo<{ battingWins: number; tie: number }>(4_096);
const atGrid = (bat: number, chase: number) =>
  gridChances(`${bat}|${chase}`, () => againstTheChase(0, wholeInnings(bat / STRENGTH_GRID), wholeInnings(chase / STRENGTH_GRID)));

function beforeTheOff(bat: number, chase: number): { battingWins: number; tie: number } {
  const [i, j] = [Math.floor(bat * STRENGTH_GRID), Math.floor(chase * STRENGTH_GRID)];
  const [x, y] = [bat * STRENGTH_GRID - i, chase * STRENGTH_GRID - j];
  const corners = [atGrid(i, j), atGrid(i + 1, j), atGrid(i, j + 1), atGrid(i + 1, j + 1)] as const;
  const weights = [(1 - x) * (1 - y), x * (1 - y), (1 - x) * y, x * y];
  const blend = (pick: (chances: { battingWins: number; tie: number }) => number) =>
    corners.reduce((sum, corner, index) => sum + (weights[index] ?? 0) * pick(corner), 0);
  return { battingWins: blend((chances) => chances.battingWins), tie: blend((chances) => chances.tie) };
}

/** Chances that the side batting now wins and that the match ends level. */
function outcomeChances(game: CricketGame, strengths: readonly [number, number]): { battingWins: number; tie: number } {
  const innings = currentInnings(game);
  const target = targetOf(game);
  const batting = strengths[innings.team];
  const chasing = strengths[innings.team === 0 ? 1 : 0];
  if (target === null && innings.balls === 0 && innings.runs === 0) return beforeTheOff(batting, chasing);
  const outlook = inningsOutlook(innings, target, batting);
  if (target !== null) return { battingWins: outlook.won, tie: outlook.final[target - 1 - innings.runs] ?? 0 };
  return againstTheChase(innings.runs, outlook.final, wholeInnings(chasing));
}

/**
 * Side 0's chance of winning (a tie voids the market, so the chance among decided matches), from the ball-by-ball
 * game itself: the rest of the innings in play as `bowl` would play it, and before the chase the chase's whole
 * innings against the first innings' total.
 */
export function cricketWinChance(game: CricketGame, strengths: readonly [number, number]): number {
  if (game.finished) return game.winner === null ? 0.5 : game.winner === 0 ? 1 : 0;
  const { battingWins, tie } = outcomeChances(game, strengths);
  const decided = 1 - tie;
  const share = decided > 0 ? battingWins / decided : 0.5;
  return currentInnings(game).team === 0 ? share : 1 - share;
}

/** Chance the T20 ends level: the chase's total exactly the first innings'. */
export function cricketTieChance(game: CricketGame, strengths: readonly [number, number]): number {
  if (game.finished) return game.winner === null ? 1 : 0;
  return outcomeChances(game, strengths).tie;
}
