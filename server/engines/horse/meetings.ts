import type { Course } from './courses';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A course runs a race every half hour of its meeting. */
export const RACE_INTERVAL_MS = 30 * MINUTE;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall clock, made once per zone: making one costs far more than using it. */
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at` (negative west of Greenwich). */
function zoneOffset(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    wallClockOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return wall - Math.floor(at / MINUTE) * MINUTE;
}

/** The instant of the local day (the one holding `around`) at the course's first-race time. */
function firstRaceOfDay(course: Course, around: number): number {
  const [hours = 0, minutes = 0] = course.firstRace.split(':').map(Number);
  const offset = zoneOffset(course.timeZone, around);
  const localMidnight = Math.floor((around + offset) / DAY) * DAY;
  const guess = localMidnight + (hours * 60 + minutes) * MINUTE - offset;
  return guess - (zoneOffset(course.timeZone, guess) - offset);
}

/** The off times of the course's meetings that fall in [from, to), real clock. */
export function meetingStarts(course: Course, from: number, to: number): number[] {
  const starts: number[] = [];
  for (let day = from - DAY; day < to + DAY; day += DAY) {
    const first = firstRaceOfDay(course, day);
    for (let race = 0; race < course.races; race += 1) {
      const start = first + race * RACE_INTERVAL_MS;
      if (start >= from && start < to && !starts.includes(start)) starts.push(start);
    }
  }
  return starts.sort((a, b) => a - b);
}

/**
 * On a sped-up clock (tests, demos) a course races around the clock every half hour divided by `speed`, at its
 * first race's minutes past the hour: a meeting's local hours would leave the fast runs long gaps.
 */
export function fastStarts(course: Course, from: number, to: number, speed: number): number[] {
  const interval = RACE_INTERVAL_MS / speed;
  const offset = ((Number(course.firstRace.split(':')[1] ?? 0) % 30) * MINUTE) / speed;
  const starts: number[] = [];
  for (let start = Math.ceil((from - offset) / interval) * interval + offset; start < to; start += interval) starts.push(start);
  return starts;
}
