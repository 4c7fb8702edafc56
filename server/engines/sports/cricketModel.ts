import { INNINGS_BALLS, WICKETS, currentInnings, targetOf, type CricketGame, type Innings } from './cricket';
import { normalCdf } from './normal';

/** Average runs per legal ball of a side at full strength with all wickets in hand (about 8.3 an over). */
const RUNS_PER_BALL = 1.38;

/** What the wickets in hand leave of a side's scoring: the tail scores slower. */
export const wicketResource = (wicketsDown: number): number => Math.max(0.15, 1 - 0.075 * wicketsDown - 0.004 * wicketsDown ** 2);

/** Runs a side is expected to add in the next `balls` legal balls. */
export const expectedRuns = (balls: number, wicketsDown: number, strength: number): number =>
  balls * RUNS_PER_BALL * strength * wicketResource(wicketsDown);

/** How uncertain those runs are (standard deviation). */
export const runsSpread = (balls: number): number => 4 + 1.9 * Math.sqrt(balls);

/** The innings' projected total at its end. */
export const projectedTotal = (innings: Innings, strength: number): number =>
  innings.runs + expectedRuns(INNINGS_BALLS - innings.balls, innings.wickets, strength);

/** Chance that the chasing side reaches the target from where the chase stands. */
function chaseChance(chase: Innings, target: number, strength: number): number {
  const need = target - chase.runs;
  if (need <= 0) return 1;
  const balls = INNINGS_BALLS - chase.balls;
  if (balls <= 0 || chase.wickets >= WICKETS) return 0;
  return normalCdf((expectedRuns(balls, chase.wickets, strength) - need + 0.5) / runsSpread(balls));
}

/**
 * Side 0's chance of winning: before the chase, the first innings' projected total against what the other
 * side is expected to chase; during the chase, the runs needed against the balls and wickets left.
 */
export function cricketWinChance(game: CricketGame, strengths: readonly [number, number]): number {
  if (game.finished) return game.winner === null ? 0.5 : game.winner === 0 ? 1 : 0;
  const innings = currentInnings(game);
  const target = targetOf(game);
  const batting = innings.team;
  const other = batting === 0 ? 1 : 0;
  const battingWins =
    target === null
      ? 1 - chaseChance({ ...innings, runs: 0, balls: 0, wickets: 0 }, Math.round(projectedTotal(innings, strengths[batting])) + 1, strengths[other])
      : chaseChance(innings, target, strengths[batting]);
  return batting === 0 ? battingWins : 1 - battingWins;
}
