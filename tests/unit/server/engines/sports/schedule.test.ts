import { describe, expect, it } from 'vitest';
import type { SportId } from '../../../../../server/engines/sports/catalogue';
import type { MatchDef } from '../../../../../server/engines/sports/liveMatch';
import { seededRandom } from '../../../../../server/engines/sports/random';
import { createScheduler, SPORT_IDS } from '../../../../../server/engines/sports/schedule';

const HOUR = 3_600_000;
const START = Date.parse('2026-03-10T06:00:00Z');
/** Longer than any match lasts: two fixtures of one side closer than this would overlap. */
const AT_ONCE = { 4: 6 * HOUR, 1: 3.5 * HOUR, 2: 3 * HOUR } as const;

/** Runs the real-time fixture list for six days, each match finishing three hours after its start. */
function fixturesOverDays(sportId: SportId, seed: number): MatchDef[] {
  const scheduler = createScheduler(seededRandom(seed), 1);
  const all: MatchDef[] = [];
  for (let now = START; now < START + 6 * 24 * HOUR; now += HOUR) {
    const unfinished = all.filter((match) => match.startsAt + 3 * HOUR > now).map((match) => match.startsAt);
    all.push(...scheduler.fill(sportId, unfinished, now, now === START));
  }
  return all;
}

const sideIds = (match: MatchDef) => match.sides.map((side) => side.selectionId);
const title = (match: MatchDef) => `${match.sides[0].name} v ${match.sides[1].name} at ${new Date(match.startsAt).toISOString()}`;

describe('fixture schedule (believable fixtures)', () => {
  it.each(SPORT_IDS.flatMap((sportId) => [1, 2, 3].map((seed) => [sportId, seed] as const)))(
    'sport %i, seed %i: nobody plays two matches at once, no pairing twice in a day, and hardly anyone twice a day',
    (sportId, seed) => {
      const fixtures = fixturesOverDays(sportId, seed);
      expect(fixtures.length).toBeGreaterThan(60);
      let twiceADay = 0;
      for (const [index, match] of fixtures.entries()) {
        const sameDay = fixtures
          .slice(index + 1)
          .filter((other) => Math.abs(match.startsAt - other.startsAt) < 20 * HOUR)
          .map((other) => ({ other, shared: sideIds(match).filter((id) => sideIds(other).includes(id)) }))
          .filter(({ shared }) => shared.length > 0);
        for (const { other, shared } of sameDay) {
          expect(shared.length, `${title(match)} / ${title(other)}`).toBe(1);
          expect(Math.abs(match.startsAt - other.startsAt), `${title(match)} / ${title(other)}`).toBeGreaterThanOrEqual(AT_ONCE[sportId]);
        }
        if (sameDay.length > 0) twiceADay += 1;
      }
      expect(twiceADay / fixtures.length).toBeLessThan(0.1);
    },
  );

  it('fixtures beyond today kick off between 09:00 and 20:45 local time', () => {
    const ahead = [1, 2, 3, 4, 5]
      .flatMap((seed) => SPORT_IDS.flatMap((sportId) => createScheduler(seededRandom(seed), 1).fill(sportId, [], START, true)))
      .filter((match) => new Date(match.startsAt).getDate() !== new Date(START).getDate());
    expect(ahead.length).toBeGreaterThan(30);
    for (const match of ahead) {
      const minutes = new Date(match.startsAt).getHours() * 60 + new Date(match.startsAt).getMinutes();
      expect(minutes, title(match)).toBeGreaterThanOrEqual(9 * 60);
      expect(minutes, title(match)).toBeLessThanOrEqual(20 * 60 + 45);
    }
  });
});
