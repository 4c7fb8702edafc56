import { describe, expect, it } from 'vitest';
import { distinctUntilChanged, map } from 'rxjs';
import type { HorseCountry } from '../../../../contract/sports';
import { createGetHorseSchedule$ } from '../../../../streams/horse/horseSchedule$';
import { createHorseRaces$ } from '../../../../streams/horse/horseRaces$';
import { okResult, type Result } from '../../../../streams/core/result';
import { createTestScheduler } from '../../testScheduler';
import { fakeApiCall } from '../support/fakeApiCall';
import { aCountry, aRace, MINUTE } from './horseFixtures';

describe('horse streams', () => {
  it('HORSE-01 HORSE-02 POLL-10 API-22 the schedule (data.t1) is polled every 60 s', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const t1 = [aCountry('GB', { Ascot: [aRace(0)] })];
      const api = fakeApiCall({ horseRaces: () => cold('(a|)', { a: { status: true, data: { t1 } } }) });
      expectObservable(createHorseRaces$(api.call), '^ 130s !').toBe('a 59999ms b 59999ms c', {
        a: okResult(t1, 0),
        b: okResult(t1, 60_000),
        c: okResult(t1, 120_000),
      });
      flush();
      expect(api.times('horseRaces')).toEqual([0, 60_000, 120_000]);
    });
  });

  it('HORSE-06 HORSE-10 the flags are re-evaluated on the clock tick between polls', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      // Virtual time starts at 0 and the race at 31 min: lit from 1 min (31 − 20 ≤ now + 10), blinking from 26 min.
      const races = hot<Result<HorseCountry[]>>('a', { a: okResult([aCountry('GB', { Ascot: [aRace(31 * MINUTE)] })], 0) });
      const flags = createGetHorseSchedule$(races)('ALL').pipe(
        map(({ courses }) => courses[0]?.races[0]),
        map((race) => `${race?.highlighted ? 'lit' : 'dark'}${race?.blinking ? '+blink' : ''}`),
        distinctUntilChanged(),
      );
      expectObservable(flags, '^ 27m !').toBe('a 59999ms b 1499999ms c', { a: 'dark', b: 'lit', c: 'lit+blink' });
    });
  });

  it('HORSE-03 HORSE-04 a country tab lists only its courses; tabs list ALL first', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const races = hot<Result<HorseCountry[]>>('a', {
        a: okResult([aCountry('GB', { Ascot: [aRace(MINUTE)] }), aCountry('IE', { Galway: [aRace(MINUTE)] })], 0),
      });
      const schedule = createGetHorseSchedule$(races)('IE').pipe(
        map(({ tabs, courses }) => `${tabs.join(',')}|${courses.map((course) => course.ename).join(',')}`),
      );
      expectObservable(schedule, '^ 500ms !').toBe('a', { a: 'ALL,GB,IE|Galway' });
    });
  });
});
