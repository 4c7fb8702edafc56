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
const wholeInnings = (strength: number): Float64Array => inningsOutlook({ balls: 0, wickets: 0, runs: 0 }, null, strength).final;

/** Chances that the side batting now wins and that the match ends level. */
function outcomeChances(game: CricketGame, strengths: readonly [number, number]): { battingWins: number; tie: number } {
  const innings = currentInnings(game);
  const target = targetOf(game);
  const outlook = inningsOutlook(innings, target, strengths[innings.team]);
  if (target !== null) return { battingWins: outlook.won, tie: outlook.final[target - 1 - innings.runs] ?? 0 };
  const chase = wholeInnings(strengths[innings.team === 0 ? 1 : 0]);
  // The chase's total below each first-innings total: chaseBelow[t] = P(chase < t).
  const chaseBelow = new Float64Array(chase.length + 1);
  for (let total = 0; total < chase.length; total += 1) chaseBelow[total + 1] = (chaseBelow[total] ?? 0) + (chase[total] ?? 0);
  let battingWins = 0;
  let tie = 0;
  outlook.final.forEach((chance, added) => {
    if (chance === 0) return;
    const total = Math.min(chase.length, innings.runs + added);
    battingWins += chance * (chaseBelow[total] ?? 1);
    tie += chance * (chase[total] ?? 0);
  });
  return { battingWins, tie };
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
