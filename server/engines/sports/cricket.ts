import { chance, weighted, type Random } from './random';

export const OVERS = 20;
export const BALLS_PER_OVER = 6;
export const INNINGS_BALLS = OVERS * BALLS_PER_OVER;
export const WICKETS = 10;

export interface Innings {
  /** 0 or 1: which side of the match bats. */
  team: 0 | 1;
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  balls: number;
  fours: number;
  sixes: number;
  extras: number;
  /** Legal balls from which no run was scored. */
  dots: number;
  /** Runs at the fall of each wicket, in order. */
  fallOfWickets: number[];
  /** Runs and dot balls at the end of each completed over (cumulative). */
  overRuns: number[];
  overDots: number[];
}

export type BallKind = 'dot' | 'run' | 'four' | 'six' | 'wide' | 'noBall' | 'wicket';

export interface Ball {
  kind: BallKind;
  runs: number;
  legal: boolean;
  /** How the scoreboard writes it: "0", "1", "4", "6", "Wd", "Nb", "W". */
  label: string;
}

export interface CricketGame {
  innings: Innings[];
  /** Latest deliveries of the current innings, newest last. */
  recent: Ball[];
  finished: boolean;
  /** The winning side, or null for a tie (set when finished). */
  winner: 0 | 1 | null;
}

export const newInnings = (team: 0 | 1): Innings => ({
  team,
  runs: 0,
  wickets: 0,
  balls: 0,
  fours: 0,
  sixes: 0,
  extras: 0,
  dots: 0,
  fallOfWickets: [],
  overRuns: [],
  overDots: [],
});

export const newCricketGame = (battingFirst: 0 | 1): CricketGame => ({
  innings: [newInnings(battingFirst)],
  recent: [],
  finished: false,
  winner: null,
});

export const currentInnings = (game: CricketGame): Innings => game.innings[game.innings.length - 1] as Innings;
export const targetOf = (game: CricketGame): number | null => (game.innings.length === 2 ? (game.innings[0] as Innings).runs + 1 : null);
export const isInningsOver = (innings: Innings, target: number | null): boolean =>
  innings.balls >= INNINGS_BALLS || innings.wickets >= WICKETS || (target !== null && innings.runs >= target);

export const KINDS: readonly BallKind[] = ['dot', 'run', 'four', 'six', 'wide', 'noBall', 'wicket'];
/** A 'run' ball is 1 (70 %), else 2 (90 % of the rest), else 3. */
export const RUN_SINGLE = 0.7;
export const RUN_TWO = 0.9;

/** Outcome weights (in KINDS order) by phase: powerplay (boundaries), middle overs (singles), death (big hitting, wickets). */
export function weightsFor(innings: Pick<Innings, 'balls' | 'wickets'>, strength: number): number[] {
  const over = Math.floor(innings.balls / BALLS_PER_OVER);
  const caution = innings.wickets >= 7 ? 1.25 : 1;
  const base = over < 6 ? [38, 36, 14, 4, 3.2, 0.8, 4.2] : over < 16 ? [34, 46, 9, 4.5, 2.4, 0.6, 4] : [28, 40, 12, 8.5, 2.6, 0.9, 7.5];
  return base.map((weight, index) => {
    const kind = KINDS[index];
    if (kind === 'four' || kind === 'six') return (weight * strength) / caution;
    if (kind === 'wicket') return (weight / strength) * caution;
    return weight;
  });
}

function ballOf(kind: BallKind, random: Random): Ball {
  switch (kind) {
    case 'dot':
      return { kind, runs: 0, legal: true, label: '0' };
    case 'run': {
      const runs = chance(random, RUN_SINGLE) ? 1 : chance(random, RUN_TWO) ? 2 : 3;
      return { kind, runs, legal: true, label: String(runs) };
    }
    case 'four':
      return { kind, runs: 4, legal: true, label: '4' };
    case 'six':
      return { kind, runs: 6, legal: true, label: '6' };
    case 'wide':
      return { kind, runs: 1, legal: false, label: 'Wd' };
    case 'noBall':
      return { kind, runs: 1, legal: false, label: 'Nb' };
    case 'wicket':
      return { kind, runs: 0, legal: true, label: 'W' };
  }
}

function record(innings: Innings, ball: Ball): void {
  innings.runs += ball.runs;
  if (!ball.legal) innings.extras += ball.runs;
  else innings.balls += 1;
  if (ball.kind === 'four') innings.fours += 1;
  if (ball.kind === 'six') innings.sixes += 1;
  if (ball.legal && ball.runs === 0) innings.dots += 1;
  if (ball.kind === 'wicket') {
    innings.wickets += 1;
    innings.fallOfWickets.push(innings.runs);
  }
  if (ball.legal && innings.balls % BALLS_PER_OVER === 0) {
    innings.overRuns.push(innings.runs);
    innings.overDots.push(innings.dots);
  }
}

const RECENT_BALLS = 12;

function decide(game: CricketGame): void {
  const [first, second] = game.innings as [Innings, Innings];
  game.finished = true;
  if (second.runs > first.runs) game.winner = second.team;
  else if (second.runs < first.runs) game.winner = first.team;
  else game.winner = null;
}

/**
 * Bowls one delivery of the current innings (`strengths` scale each side's batting) and moves the match on:
 * the innings ends at 20 overs, 10 wickets or the target reached; the second innings' end decides the match.
 */
export function bowl(game: CricketGame, random: Random, strengths: readonly [number, number]): Ball {
  if (game.finished) throw new Error('the match is over');
  const innings = currentInnings(game);
  const ball = ballOf(KINDS[weighted(random, weightsFor(innings, strengths[innings.team]))] as BallKind, random);
  record(innings, ball);
  game.recent = [...game.recent, ball].slice(-RECENT_BALLS);
  if (isInningsOver(innings, targetOf(game))) {
    if (game.innings.length === 1) {
      game.innings.push(newInnings(innings.team === 0 ? 1 : 0));
      game.recent = [];
    } else decide(game);
  }
  return ball;
}

/** "12.3" overs from legal balls. */
export const oversText = (balls: number): string => `${Math.floor(balls / BALLS_PER_OVER)}.${balls % BALLS_PER_OVER}`;
