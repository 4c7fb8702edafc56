import type { HorseCountry, HorseRace } from '../../contract/sports';
import { isRaceListed, raceFlags, type RaceFlags } from './raceRules';

/** HORSE-03: the tab that shows every country. */
export const ALL_COUNTRIES = 'ALL';

export type RaceView = HorseRace & RaceFlags;

export interface CourseView {
  country: string;
  ename: string;
  races: RaceView[];
}

/** HORSE-04 HORSE-05 HORSE-07 HORSE-08: the courses of the chosen country tab, closed races and emptied courses left out. */
export function scheduleView(countries: readonly HorseCountry[], country: string, nowMs: number): CourseView[] {
  return countries
    .filter((entry) => country === ALL_COUNTRIES || entry.cname === country)
    .flatMap((entry) =>
      entry.children.map((course) => ({
        country: entry.cname,
        ename: course.ename,
        races: course.races.filter(isRaceListed).map((race) => ({ ...race, ...raceFlags(race, nowMs) })),
      })),
    )
    .filter((course) => course.races.length > 0);
}

/** HORSE-03: "ALL" first, then each country that still has a race to show. */
export function countryTabs(countries: readonly HorseCountry[]): string[] {
  const listed = countries.filter((entry) => entry.children.some((course) => course.races.some(isRaceListed)));
  return [ALL_COUNTRIES, ...listed.map((entry) => entry.cname)];
}
