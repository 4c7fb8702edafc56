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

const STOPPAGE_MINUTES = [1, 2, 3, 4, 5];

/** Chances of how many more minutes will be played (each half's stoppage, 1–5, drawn as `playMinute` draws it). */
function minutesLeft(game: SoccerGame): Map<number, number> {
  const inFirstHalf = game.phase !== 'secondHalf';
  const halfBase = inFirstHalf ? HALF_MINUTES : 2 * HALF_MINUTES;
  const stoppageKnown = game.phase === 'halfTime' || game.minute >= halfBase;
  const thisHalf = stoppageKnown
    ? [game.phase === 'halfTime' ? 0 : halfBase + game.stoppage - game.minute]
    : STOPPAGE_MINUTES.map((stoppage) => halfBase + stoppage - game.minute);
  const secondHalf = inFirstHalf ? STOPPAGE_MINUTES.map((stoppage) => HALF_MINUTES + stoppage) : [0];
  const left = new Map<number, number>();
  for (const a of thisHalf) for (const b of secondHalf) left.set(a + b, (left.get(a + b) ?? 0) + 1 / (thisHalf.length * secondHalf.length));
  return left;
}

/**
 * Chances of [side 0 wins, side 1 wins, draw] from the score, exactly as `playMinute` plays the rest: each minute
 * side 0 scores with chance goalsPer90[0] / 90, side 1 with goalsPer90[1] / 90 (never both), for the minutes left.
 */
export function soccerChances(game: SoccerGame, goalsPer90: readonly [number, number]): [number, number, number] {
  const [a, b] = game.goals;
  if (game.finished) return a > b ? [1, 0, 0] : a < b ? [0, 1, 0] : [0, 0, 1];
  const left = minutesLeft(game);
  const most = Math.max(...left.keys());
  const score0 = goalsPer90[0] / 90;
  const score1 = goalsPer90[1] / 90;
  // difference[most + d]: chance that the goal difference from here is d after the minutes played so far.
  let difference = new Float64Array(2 * most + 1);
  let next = new Float64Array(2 * most + 1);
  difference[most] = 1;
  const chances: [number, number, number] = [0, 0, 0];
  for (let minute = 0; minute <= most; minute += 1) {
    const weight = left.get(minute) ?? 0;
    for (let index = most - minute; weight > 0 && index <= most + minute; index += 1) {
      const final = a - b + index - most;
      chances[final > 0 ? 0 : final < 0 ? 1 : 2] += weight * (difference[index] ?? 0);
    }
    if (minute === most) break;
    next.fill(0);
    for (let index = most - minute; index <= most + minute; index += 1) {
      const chance = difference[index] ?? 0;
      next[index] = (next[index] ?? 0) + chance * (1 - score0 - score1);
      next[index + 1] = (next[index + 1] ?? 0) + chance * score0;
      next[index - 1] = (next[index - 1] ?? 0) + chance * score1;
    }
    [difference, next] = [next, difference];
  }
  return chances;
}
