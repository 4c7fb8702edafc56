import { INNINGS_BALLS, WICKETS, currentInnings, newInnings, targetOf, type CricketGame, type Innings } from './cricket';
import { normalCdf, normalDensity } from './normal';

/** Average runs per legal ball of a side at full strength with all wickets in hand (about 8.3 an over). */
const RUNS_PER_BALL = 1.38;

/** What the wickets in hand leave of a side's scoring: the tail scores slower. */
export const wicketResource = (wicketsDown: number): number => Math.max(0.15, 1 - 0.075 * wicketsDown - 0.004 * wicketsDown ** 2);

/** Runs a side is expected to add in the next `balls` legal balls. */
export const expectedRuns = (balls: number, wicketsDown: number, strength: number): number =>
  balls * RUNS_PER_BALL * strength * wicketResource(wicketsDown);

/** How uncertain those runs are (standard deviation). */
export const runsSpread = (balls: number): number => 4 + 1.9 * Math.sqrt(balls);

/**
 * For the match's result, what the ball-by-ball game shows over thousands of simulated T20s: a side's total grows
 * about as strength^0.55 (strength lifts its boundaries and cuts its wickets alike), and a whole innings' total
 * spreads by about 21.5 runs, less with fewer balls left.
 */
const scoringPower = (strength: number): number => strength ** 0.55;
const totalSpread = (balls: number): number => 1.96 * Math.sqrt(Math.max(0, balls));

/** Runs the batting side is expected to add from where its innings stands, and their spread. */
function restOfInnings(innings: Innings, strength: number): { runs: number; spread: number } {
  const balls = innings.wickets >= WICKETS ? 0 : INNINGS_BALLS - innings.balls;
  return { runs: expectedRuns(balls, innings.wickets, scoringPower(strength)), spread: totalSpread(balls) };
}

/** Chance that the chasing side reaches the target from where the chase stands. */
function chaseChance(chase: Innings, target: number, strength: number): number {
  const need = target - chase.runs;
  if (need <= 0) return 1;
  const rest = restOfInnings(chase, strength);
  if (rest.spread === 0) return 0;
  return normalCdf((rest.runs - need + 0.5) / rest.spread);
}

/**
 * Side 0's chance of winning (a tie voids the market, so the chance among decided matches): before the chase, the
 * first innings' total still to come against the chase's, both uncertain; during the chase, the runs needed
 * against the balls and wickets left.
 */
export function cricketWinChance(game: CricketGame, strengths: readonly [number, number]): number {
  if (game.finished) return game.winner === null ? 0.5 : game.winner === 0 ? 1 : 0;
  const innings = currentInnings(game);
  const target = targetOf(game);
  const batting = innings.team;
  const other = batting === 0 ? 1 : 0;
  let battingWins: number;
  if (target === null) {
    const first = restOfInnings(innings, strengths[batting]);
    const chase = restOfInnings(newInnings(other), strengths[other]);
    battingWins = normalCdf((innings.runs + first.runs - chase.runs) / Math.hypot(first.spread, chase.spread));
  } else battingWins = chaseChance(innings, target, strengths[batting]);
  return batting === 0 ? battingWins : 1 - battingWins;
}

/**
 * Chance the T20 ends level: the second side's total exactly the first's, the normal density of the difference
 * (a run wide) — before the chase both totals still to come, during it the chase's runs against the target.
 */
export function cricketTieChance(game: CricketGame, strengths: readonly [number, number]): number {
  if (game.finished) return game.winner === null ? 1 : 0;
  const innings = currentInnings(game);
  const target = targetOf(game);
  const rest = restOfInnings(innings, strengths[innings.team]);
  const gap =
    target === null
      ? { runs: innings.runs + rest.runs - restOfInnings(newInnings(innings.team === 0 ? 1 : 0), strengths[innings.team === 0 ? 1 : 0]).runs, spread: Math.hypot(rest.spread, totalSpread(INNINGS_BALLS)) }
      : { runs: innings.runs + rest.runs - (target - 1), spread: rest.spread };
  if (gap.spread === 0) return Math.round(gap.runs) === 0 ? 1 : 0;
  return Math.min(1, normalDensity(gap.runs / gap.spread) / gap.spread);
}
