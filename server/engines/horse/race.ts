import { normalise } from '../sports/exchangeBook';
import { between, weighted, type Random } from '../sports/random';
import { horseName, RACE_NAMES, type Course } from './courses';

const MINUTE = 60_000;
/** Betting suspends when the horses go behind the stalls, the race runs, then the result is known. */
export const SUSPEND_BEFORE_OFF_MS = 2 * MINUTE;
export const RACE_LENGTH_MS = 3 * MINUTE;

export interface Runner {
  selectionId: number;
  name: string;
  /** Relative chance of winning (softmax weight). */
  rating: number;
}

export interface RaceDef {
  /** The race's id: its gmid in the schedule, its match id and the id of its win market (see README). */
  gmid: string;
  course: Course;
  name: string;
  startsAt: number;
  runners: Runner[];
  liquidity: number;
  /** Decided when the race is created (the simulated race is run by chance, not watched). */
  winnerIndex: number;
}

export type RacePhase = 'open' | 'suspended' | 'running' | 'finished';

export function createRace(gmid: string, course: Course, startsAt: number, random: Random, nextSelectionId: () => number): RaceDef {
  const size = between(random, 6, 12);
  // No two horses of a race share a name (a bettor picks by name).
  const names: string[] = [];
  while (names.length < size) {
    const name = horseName(between(random, 0, 15), between(random, 0, 15));
    if (!names.includes(name)) names.push(name);
  }
  const runners = names.map((name, index) => ({
    selectionId: nextSelectionId(),
    name: `${index + 1}. ${name}`,
    rating: Math.exp(random() * 2.2),
  }));
  return {
    gmid,
    course,
    name: RACE_NAMES[between(random, 0, RACE_NAMES.length - 1)] ?? '1m Hcap',
    startsAt,
    runners,
    liquidity: Math.round(150 + random() * 600),
    winnerIndex: weighted(random, runners.map((runner) => runner.rating)),
  };
}

/** Where the race stands at `now`, with the schedule's times divided by `speed`. */
export function racePhase(race: RaceDef, now: number, speed: number): RacePhase {
  if (now < race.startsAt - SUSPEND_BEFORE_OFF_MS / speed) return 'open';
  if (now < race.startsAt) return 'suspended';
  if (now < race.startsAt + RACE_LENGTH_MS / speed) return 'running';
  return 'finished';
}

/** Each runner's chance, from its rating, nudged by the market's drift as the off nears. */
export function winChances(race: RaceDef, drift: readonly number[]): number[] {
  return normalise(race.runners.map((runner, index) => runner.rating * Math.exp(drift[index] ?? 0)));
}
