import { describe, expect, it } from 'vitest';
import { COURSES } from '../../../../../server/engines/horse/courses';
import { fastStarts, meetingStarts } from '../../../../../server/engines/horse/meetings';

const HOUR = 3_600_000;
const course = (name: string) => {
  const found = COURSES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};
const utcTimes = (starts: number[]) => starts.map((start) => new Date(start).toISOString().slice(11, 16));
const dayOf = (date: string) => [Date.parse(`${date}T00:00:00Z`), Date.parse(`${date}T00:00:00Z`) + 24 * HOUR] as const;

describe('race meetings', () => {
  it('a meeting runs in the course’s local afternoon, summer time included', () => {
    expect(utcTimes(meetingStarts(course('Ascot'), ...dayOf('2026-01-15')))).toEqual([
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(utcTimes(meetingStarts(course('Ascot'), ...dayOf('2026-07-15')))).toEqual([
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(utcTimes(meetingStarts(course('Randwick'), ...dayOf('2026-01-15')))[0]).toBe('01:45');
    expect(utcTimes(meetingStarts(course('Randwick'), ...dayOf('2026-07-15')))[0]).toBe('02:45');
    expect(utcTimes(meetingStarts(course('Churchill Downs'), ...dayOf('2026-01-15')))[0]).toBe('18:00');
    expect(utcTimes(meetingStarts(course('Mahalaxmi'), ...dayOf('2026-01-15')))[0]).toBe('08:00');
  });

  it('every course races every day, and some course is always racing within the next four hours', () => {
    for (const date of ['2026-01-15', '2026-03-29', '2026-07-15', '2026-10-25']) {
      const [from, to] = dayOf(date);
      for (const each of COURSES)
        expect(meetingStarts(each, from - 12 * HOUR, to + 12 * HOUR).length, each.name).toBeGreaterThanOrEqual(each.races);
      for (let now = from; now < to; now += HOUR / 2) {
        expect(
          COURSES.some((each) => meetingStarts(each, now, now + 4 * HOUR).length > 0),
          new Date(now).toISOString(),
        ).toBe(true);
      }
    }
  });

  it('a window holds only the races that start inside it, once each', () => {
    const ascot = course('Ascot');
    const from = Date.parse('2026-01-15T14:00:00Z');
    expect(utcTimes(meetingStarts(ascot, from, from + HOUR))).toEqual(['14:00', '14:30']);
    expect(meetingStarts(ascot, from + 1, from + HOUR)).toHaveLength(1);
  });

  it('on a sped-up clock a course races around the clock, every half hour divided by the speed', () => {
    const starts = fastStarts(course('Ascot'), 1_000_000, 1_000_000 + 10 * 30_000, 60);
    expect(starts).toHaveLength(10);
    starts.slice(1).forEach((start, index) => expect(start - (starts[index] ?? 0)).toBe(30_000));
  });
});
