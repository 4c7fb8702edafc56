import { normalise } from '../sports/modelLadder';
import { between, type Random } from '../sports/random';
import { horseName, RACE_NAMES, type Course } from './courses';

const MINUTE = 60_000;
/** Betting suspends when the horses go behind the stalls, the race runs, then the result is known. */
export const SUSPEND_BEFORE_OFF_MS = 2 * MINUTE;
export const RACE_LENGTH_MS = 3 * MINUTE;

export interface Runner {
  selectionId: number;
  name: string;
  /** Relative chance of winning at the opening show (1 to 9). */
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
  };
}

/** Where the race stands at `now`, with the schedule's times divided by `speed`. */
export function racePhase(race: RaceDef, now: number, speed: number): RacePhase {
  if (now < race.startsAt - SUSPEND_BEFORE_OFF_MS / speed) return 'open';
  if (now < race.startsAt) return 'suspended';
  if (now < race.startsAt + RACE_LENGTH_MS / speed) return 'running';
  return 'finished';
}

/** Each runner's chance at the opening show: its share of the ratings. */
export const openingChances = (race: RaceDef): number[] => normalise(race.runners.map((runner) => runner.rating));

/** At most this share of the smaller of two runners' chances moves between them in one market move. */
const MOVE_SHARE = 0.06;

/**
 * One move of the market before the off: news (a going change, a gamble, a drifter in the paddock) moves chance
 * from one runner to another. Up or down with equal odds and never more than either holds, so each runner's
 * chance is a martingale: its expected chance at the off is the chance shown now, and the winner is drawn at
 * the off from the chances then shown, so no price is worth backing for a move to come.
 */
export function marketMove(chances: readonly number[], random: Random): number[] {
  if (chances.length < 2) return [...chances];
  const from = between(random, 0, chances.length - 1);
  const to = (from + between(random, 1, chances.length - 1)) % chances.length;
  const amount = MOVE_SHARE * random() * Math.min(chances[from] ?? 0, chances[to] ?? 0) * (random() < 0.5 ? 1 : -1);
  return chances.map((chance, index) => (index === from ? chance - amount : index === to ? chance + amount : chance));
}
