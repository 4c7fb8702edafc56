import { combineLatest, defer, filter, map, timer, type Observable } from 'rxjs';
import type { HorseCountry } from '../../contract/sports';
import { getScheduler, now } from '../core/clock';
import { keyed } from '../core/keyed';
import type { Result } from '../core/result';
import { horseRaces$ } from './horseRaces$';
import { countryTabs, scheduleView, type CourseView } from './scheduleView';

/** How often the highlight, dot and blink flags are re-evaluated between polls. */
export const HORSE_CLOCK_TICK_MS = 1_000;

export interface HorseSchedule {
  /** HORSE-03: "ALL" then each country with a race to show. */
  tabs: string[];
  courses: CourseView[];
}

const knownSchedule = (results: Observable<Result<HorseCountry[]>>) =>
  results.pipe(
    map((result) => result.data),
    filter((countries): countries is HorseCountry[] => countries !== undefined),
  );

/** HORSE-03..10 HORSE-12: the schedule of one country tab ("ALL" for every country), re-evaluated every second. */
export function createGetHorseSchedule$(races$: Observable<Result<HorseCountry[]>> = horseRaces$) {
  return keyed((country: string): Observable<HorseSchedule> =>
    defer(() =>
      combineLatest([knownSchedule(races$), timer(0, HORSE_CLOCK_TICK_MS, getScheduler())]).pipe(
        map(([countries]) => ({ tabs: countryTabs(countries), courses: scheduleView(countries, country, now()) })),
      ),
    ),
  );
}

export const getHorseSchedule$ = createGetHorseSchedule$();
