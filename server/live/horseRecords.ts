import type { HorseCountry, Match } from '../../contract/sports';
import { isoAt } from '../clock';
import { HORSE_MARKET_NAME, HORSE_SPORT_ID, type PublishedRace } from '../engines/horse/horseFeed';
import type { SportSection } from './sportsSnapshots';

const scheduleStatus = (race: PublishedRace): string => race.state.view.market.status;

/** SRV-20 HORSE-01: countries → courses → races (start, gmid, status; the win market as the one child). */
export function horseSchedule(races: readonly PublishedRace[]): HorseCountry[] {
  const countries = new Map<string, Map<string, HorseCountry['children'][number]>>();
  for (const race of [...races].sort((a, b) => a.def.startsAt - b.def.startsAt)) {
    const { country, name } = race.def.course;
    const courses = countries.get(country) ?? new Map<string, HorseCountry['children'][number]>();
    countries.set(country, courses);
    const course = courses.get(name) ?? { ename: name, races: [] };
    courses.set(name, course);
    const status = scheduleStatus(race);
    course.races.push({
      stime: isoAt(race.def.startsAt),
      gmid: race.def.gmid,
      gOdds: { status },
      childs: [{ gmid: race.def.gmid, status }],
    });
  }
  return [...countries].map(([cname, courses]) => ({ cname, children: [...courses.values()] }));
}

/** A race as a match record (sport 135): the course is its competition, the gmid its match and market id. */
function raceRecord(race: PublishedRace): Match {
  const { def } = race;
  const inPlay = race.phase === 'running';
  const market = race.state.view.market;
  return {
    eventId: HORSE_SPORT_ID,
    competitionId: def.course.courseId,
    matchId: def.gmid,
    eventName: `${def.course.name} - ${def.name}`,
    openDate: isoAt(def.startsAt),
    marketName: HORSE_MARKET_NAME,
    declared: race.phase === 'finished',
    markets: [{ marketId: def.gmid, marketName: HORSE_MARKET_NAME }],
    matchOdds: [
      {
        inplay: inPlay,
        runners: market.runners.map((runner) => ({
          selectionId: runner.selectionId,
          runner: runner.runner,
          back: runner.ex.availableToBack[0]?.price ?? null,
          lay: runner.ex.availableToLay[0]?.price ?? null,
        })),
      },
    ],
    bmOdds: false,
    joinedMarketIds: def.gmid,
    tv: false,
    bm: false,
    fancy: false,
    s: false,
    matchUrl: `/fullmarket/${HORSE_SPORT_ID}/${def.course.courseId}/${def.gmid}`,
    inPlay,
  };
}

/** Horse racing as a sport section: courses as competitions, races as matches, each race's win market. */
export function horseSection(races: readonly PublishedRace[]): SportSection {
  const listed = races.filter((race) => race.phase !== 'finished');
  const courses = new Map(
    listed.map((race) => [race.def.course.courseId, { competitionId: race.def.course.courseId, competitionName: race.def.course.name }]),
  );
  return {
    sportId: HORSE_SPORT_ID,
    competitions: [...courses.values()],
    matches: listed.map(raceRecord),
    odds: races.map((race) => ({ matchId: race.def.gmid, market: race.state.view.market })),
    priceHistory: races.map((race) => ({ matchId: race.def.gmid, history: { marketId: race.def.gmid, runners: race.priceHistory } })),
    bookmaker: new Map(),
    fancy: new Map(),
  };
}
