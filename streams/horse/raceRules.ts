import type { HorseRace } from '../../contract/sports';

const MINUTE_MS = 60_000;
/** HORSE-06 CONST-16: lit when start − 20 min is at or before now + 10 min (OPEN-066, literal). */
export const HIGHLIGHT_BEFORE_START_MS = 20 * MINUTE_MS;
export const HIGHLIGHT_AHEAD_MS = 10 * MINUTE_MS;
/** HORSE-10 OPEN-067: the start time blinks while 0 ≤ start − now ≤ 5 min. */
export const BLINK_WINDOW_MS = 5 * MINUTE_MS;

export type RaceStatus = 'open' | 'closed' | 'suspended';

/** OPEN-068: case-insensitive CLOSED and SUSPENDED; anything else is open. */
export function raceStatus(status: string): RaceStatus {
  const normalised = status.trim().toUpperCase();
  if (normalised === 'CLOSED') return 'closed';
  if (normalised === 'SUSPENDED') return 'suspended';
  return 'open';
}

/** HORSE-07 HORSE-08 OPEN-072: a race is gone when it is closed or all of its sub-races (childs) are. */
export function isRaceListed(race: HorseRace): boolean {
  if (raceStatus(race.gOdds.status) === 'closed') return false;
  return race.childs.length === 0 || race.childs.some((child) => raceStatus(child.status) !== 'closed');
}

export interface RaceFlags {
  highlighted: boolean;
  dot: 'red' | 'green';
  blinking: boolean;
}

/** HORSE-06 HORSE-09 HORSE-10: how one race button looks at `nowMs`. */
export function raceFlags(race: HorseRace, nowMs: number): RaceFlags {
  const startMs = Date.parse(race.stime);
  const status = raceStatus(race.gOdds.status);
  const untilStart = startMs - nowMs;
  return {
    highlighted: status === 'open' && startMs - HIGHLIGHT_BEFORE_START_MS <= nowMs + HIGHLIGHT_AHEAD_MS,
    dot: status === 'suspended' ? 'red' : 'green',
    blinking: untilStart >= 0 && untilStart <= BLINK_WINDOW_MS,
  };
}
