import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES, countryTabs, scheduleView } from '../../../../streams/horse/scheduleView';
import { aCountry, aRace, MINUTE, NOW } from './horseFixtures';

const schedule = [
  aCountry('GB', { Ascot: [aRace(NOW + 10 * MINUTE), aRace(NOW + 60 * MINUTE, 'CLOSED')], York: [aRace(NOW, 'CLOSED')] }),
  aCountry('IE', { Galway: [aRace(NOW + 40 * MINUTE, 'SUSPENDED')] }),
  aCountry('FR', { Longchamp: [aRace(NOW, 'CLOSED')] }),
];

describe('horse schedule view', () => {
  it('HORSE-04 HORSE-05 HORSE-07 HORSE-08 ALL lists every country by course, without closed races or emptied courses', () => {
    const view = scheduleView(schedule, ALL_COUNTRIES, NOW);
    expect(view.map((course) => `${course.country}/${course.ename}`)).toEqual(['GB/Ascot', 'IE/Galway']);
    expect(view[0]?.races).toHaveLength(1);
  });

  it('HORSE-04 a country tab lists only that country', () => {
    expect(scheduleView(schedule, 'IE', NOW).map((course) => course.ename)).toEqual(['Galway']);
  });

  it('HORSE-06 HORSE-09 HORSE-10 each race carries its flags at the given time', () => {
    const [ascot] = scheduleView(schedule, 'GB', NOW);
    expect(ascot?.races[0]).toMatchObject({ highlighted: true, dot: 'green', blinking: false });
    const [galway] = scheduleView(schedule, 'IE', NOW);
    expect(galway?.races[0]).toMatchObject({ highlighted: false, dot: 'red', blinking: false });
  });

  it('HORSE-03 tabs: ALL first, then each country with a race to show', () => {
    expect(countryTabs(schedule)).toEqual(['ALL', 'GB', 'IE']);
  });
});
