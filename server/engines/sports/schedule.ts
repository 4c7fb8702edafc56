import { COMPETITIONS, type SportId } from './catalogue';
import type { MatchDef } from './liveMatch';
import type { Side } from './catalogue';
import { between, chance, pick, type Random } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a match of the sport usually lasts (realistic clock), to start some part-way through. */
const TYPICAL_LENGTH: Record<SportId, number> = { 4: 3 * HOUR, 1: 110 * MINUTE, 2: 90 * MINUTE };

/** How many matches each sport keeps: in play or starting within the next hours, tomorrow, and later. */
const TARGETS: Record<SportId, { soon: number; tomorrow: number; later: number }> = {
  4: { soon: 4, tomorrow: 2, later: 2 },
  1: { soon: 4, tomorrow: 3, later: 2 },
  2: { soon: 3, tomorrow: 2, later: 1 },
};
export const SPORT_IDS: readonly SportId[] = [4, 1, 2];
/** "Soon" means starting within this window (scaled by the speed-up). */
const SOON_WINDOW = 5 * HOUR;

const startOfDay = (ms: number): number => {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};
/** Local-midnight boundaries: tomorrow's matches fall inside [tomorrow, dayAfter). */
function dayBounds(now: number): { tomorrow: number; dayAfter: number } {
  const tomorrow = startOfDay(startOfDay(now) + DAY + 2 * HOUR);
  return { tomorrow, dayAfter: startOfDay(tomorrow + DAY + 2 * HOUR) };
}

const QUARTER = 15 * MINUTE;

/** How long a side rests between two fixtures: nobody plays twice in a day. */
const REST = 20 * HOUR;

/** Who plays whom, and when: enough of a fixture to keep the next one believable. */
type Booking = Pick<MatchDef, 'competitionId' | 'sides' | 'startsAt'>;

const pairKey = (a: Side, b: Side): string => [a.selectionId, b.selectionId].sort((x, y) => x - y).join('-');

/** Makes fresh match definitions with unique ids (ids continue from a random base so restarts do not collide). */
export function createScheduler(random: Random, speed: number) {
  /** Kick-off times fall on the quarter hour (of the sped-up clock), as real fixtures do. */
  const onQuarter = (ms: number, quarter = QUARTER / speed): number => Math.ceil(ms / quarter) * quarter;
  const onRealQuarter = (ms: number): number => onQuarter(ms, QUARTER);
  let nextMatchId = 34_000_000 + between(random, 0, 900_000) * 10;
  let nextMarketId = 230_000_000 + between(random, 0, 9_000_000) * 10;
  const marketId = () => `1.${(nextMarketId += 1)}`;
  /** A fixture's time of day beyond today: 09:00 to 20:45. */
  const kickOffHour = () => 9 * HOUR + random() * 11.75 * HOUR;

  /** Fixtures made lately or still to come, which the next ones must fit around. */
  let booked: Booking[] = [];

  /**
   * The pairings that could start at `startsAt`: no side within its rest of another fixture and no pairing fixed
   * twice; failing that, nobody in two matches at once (a fixture list short of rested sides).
   */
  function pairings(sportId: SportId, startsAt: number) {
    const busyWithin = (gap: number) =>
      new Set(booked.filter((b) => Math.abs(b.startsAt - startsAt) < gap / speed).flatMap((b) => b.sides.map((side) => side.selectionId)));
    const paired = new Set(booked.map((b) => pairKey(...b.sides)));
    const all = COMPETITIONS[sportId].flatMap((competition) =>
      competition.sides.flatMap((home) => competition.sides.filter((away) => away !== home).map((away) => ({ competition, home, away }))),
    );
    const free = (busy: Set<number>, newPairsOnly: boolean) =>
      all.filter(
        ({ home, away }) =>
          !busy.has(home.selectionId) && !busy.has(away.selectionId) && !(newPairsOnly && paired.has(pairKey(home, away))),
      );
    const playing = busyWithin(2 * TYPICAL_LENGTH[sportId]);
    return [free(busyWithin(REST), true), free(playing, true), free(playing, false)].find((options) => options.length > 0) ?? [];
  }

  function newMatch(sportId: SportId, startsAt: number, now: number): MatchDef | null {
    booked = booked.filter((booking) => booking.startsAt > now - REST / speed);
    const options = pairings(sportId, startsAt);
    if (options.length === 0) return null;
    const { competition, home, away } = pick(random, options);
    const big = (home.strength + away.strength) / 2;
    const match: MatchDef = {
      sportId,
      competitionId: competition.competitionId,
      competitionName: competition.name,
      matchId: String((nextMatchId += 1)),
      sides: [home, away],
      startsAt,
      tv: sportId !== 2 || chance(random, 0.6),
      marketIds: {
        matchOdds: marketId(),
        tiedMatch: sportId === 4 ? marketId() : null,
        bookmaker: sportId === 4 || (sportId === 1 && chance(random, 0.5)) ? marketId() : null,
      },
      liquidity: Math.round(200 * big ** 6 * (sportId === 4 ? 4 : sportId === 1 ? 3 : 1) * (0.6 + random())),
      first: chance(random, 0.5) ? 0 : 1,
    };
    booked.push(match);
    return match;
  }

  /**
   * New matches for whatever the sport is short of at `now`: `existing` are the start times of its
   * unfinished matches. On the first fill some of the "soon" matches are already part-way through.
   */
  function fill(sportId: SportId, existing: readonly number[], now: number, firstFill: boolean): MatchDef[] {
    const target = TARGETS[sportId];
    const { tomorrow, dayAfter } = dayBounds(now);
    const soonEnd = now + SOON_WINDOW / speed;
    const made: MatchDef[] = [];
    const add = (startsAt: number) => {
      const match = newMatch(sportId, startsAt, now);
      if (match) made.push(match);
    };
    const count = (from: number, to: number) => existing.filter((at) => at >= from && at < to).length;
    const soonCount = existing.filter((at) => at <= Math.min(soonEnd, tomorrow)).length;
    for (let index = soonCount; index < target.soon; index += 1) {
      const alreadyStarted = firstFill && index < 2;
      const offset = alreadyStarted
        ? -random() * 0.6 * TYPICAL_LENGTH[sportId]
        : 10 * MINUTE + random() * (SOON_WINDOW - QUARTER - 10 * MINUTE);
      add(alreadyStarted ? now + offset / speed : onQuarter(now + offset / speed));
    }
    for (let index = count(tomorrow, dayAfter); index < target.tomorrow; index += 1) {
      add(onRealQuarter(tomorrow + kickOffHour()));
    }
    for (let index = count(dayAfter, Number.POSITIVE_INFINITY); index < target.later; index += 1) {
      add(onRealQuarter(dayAfter + between(random, 0, 3) * DAY + kickOffHour()));
    }
    return made;
  }

  return { fill };
}
