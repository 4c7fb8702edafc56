import { between, chance, type Random } from './random';

export const HALF_MINUTES = 45;

export type SoccerPhase = 'firstHalf' | 'halfTime' | 'secondHalf' | 'fullTime';

export interface SoccerEvent {
  minute: number;
  team: 0 | 1;
  kind: 'goal' | 'yellow';
}

export interface SoccerGame {
  phase: SoccerPhase;
  /** Minutes played (stoppage time counts on, e.g. 47 before half time). */
  minute: number;
  goals: [number, number];
  /** Stoppage minutes of the half in play, drawn at its 45th minute. */
  stoppage: number;
  events: SoccerEvent[];
  /** Where the play is, 0 (side 0's goal) to 100 (side 1's goal), for the TV pitch. */
  ball: number;
  finished: boolean;
}

export const newSoccerGame = (): SoccerGame => ({
  phase: 'firstHalf',
  minute: 0,
  goals: [0, 0],
  stoppage: 0,
  events: [],
  ball: 50,
  finished: false,
});

const halfEnd = (game: SoccerGame): number => (game.phase === 'firstHalf' ? HALF_MINUTES : 2 * HALF_MINUTES) + game.stoppage;

/**
 * One step: a minute of play (each side scores with its rate `goalsPer90 / 90`), or the end of the
 * half-time break. Returns the goal scored in it, if any.
 */
export function playMinute(game: SoccerGame, random: Random, goalsPer90: readonly [number, number]): SoccerEvent | null {
  if (game.finished) throw new Error('the match is over');
  if (game.phase === 'halfTime') {
    game.phase = 'secondHalf';
    game.minute = HALF_MINUTES;
    game.stoppage = 0;
    return null;
  }
  game.minute += 1;
  if (game.minute === HALF_MINUTES || game.minute === 2 * HALF_MINUTES) game.stoppage = between(random, 1, 5);
  const attacking: 0 | 1 = random() * (goalsPer90[0] + goalsPer90[1]) < goalsPer90[0] ? 0 : 1;
  game.ball = Math.min(95, Math.max(5, game.ball + (attacking === 0 ? 1 : -1) * (10 + random() * 25)));
  let event: SoccerEvent | null = null;
  if (chance(random, (goalsPer90[0] + goalsPer90[1]) / 90)) {
    game.goals[attacking] += 1;
    event = { minute: game.minute, team: attacking, kind: 'goal' };
    game.ball = 50;
  } else if (chance(random, 0.035)) event = { minute: game.minute, team: attacking === 0 ? 1 : 0, kind: 'yellow' };
  if (event) game.events = [...game.events, event];
  if (game.minute >= halfEnd(game) && game.minute >= HALF_MINUTES) {
    if (game.phase === 'firstHalf') game.phase = 'halfTime';
    else {
      game.phase = 'fullTime';
      game.finished = true;
    }
  }
  return event?.kind === 'goal' ? event : null;
}

function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    out.push(term);
    term = (term * lambda) / (k + 1);
  }
  return out;
}

const MAX_MORE_GOALS = 10;

/** Chances of [side 0 wins, side 1 wins, draw] from the score and the minutes left (independent Poisson goals). */
export function soccerChances(game: SoccerGame, goalsPer90: readonly [number, number]): [number, number, number] {
  const [a, b] = game.goals;
  if (game.finished) return a > b ? [1, 0, 0] : a < b ? [0, 1, 0] : [0, 0, 1];
  const left = Math.max(0, 2 * HALF_MINUTES + 3 - game.minute) / 90;
  const more0 = poisson(goalsPer90[0] * left, MAX_MORE_GOALS);
  const more1 = poisson(goalsPer90[1] * left, MAX_MORE_GOALS);
  const chances: [number, number, number] = [0, 0, 0];
  more0.forEach((p0, g0) =>
    more1.forEach((p1, g1) => {
      const diff = a + g0 - (b + g1);
      chances[diff > 0 ? 0 : diff < 0 ? 1 : 2] += p0 * p1;
    }),
  );
  return chances;
}
