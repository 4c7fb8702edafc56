import type { HorseCountry, Match, Sport } from '../../contract/sports';
import { raceLink } from '../horse/raceLink';
import { isRaceListed } from '../horse/raceRules';
import { isInPlay } from './groupMatches';
import { matchLink } from './matchLink';
import { searchMatches } from './searchMatches';

const MAX_RACE_HITS = 10;
const HORSE_RACING = 'Horse Racing';

/** One search result: what it is, its sport, whether it is in play, when it starts, and where it opens. */
export interface SearchHit {
  key: string;
  title: string;
  sport: string;
  inPlay: boolean;
  startsAt: string;
  link: string;
}

const wordsOf = (query: string) => query.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Listed races whose course or country contains every typed word, soonest first; a race past its start is running. */
export function searchRaces(countries: readonly HorseCountry[], query: string, nowMs: number): SearchHit[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  return countries
    .flatMap((country) =>
      country.children
        .filter((course) => words.every((word) => `${course.ename} ${country.cname}`.toLowerCase().includes(word)))
        .flatMap((course) =>
          course.races.filter(isRaceListed).map((race) => ({
            key: `race-${race.gmid}`,
            title: course.ename,
            sport: HORSE_RACING,
            inPlay: Date.parse(race.stime) <= nowMs,
            startsAt: race.stime,
            link: raceLink(race.gmid, course.ename, race.stime),
          })),
        ),
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, MAX_RACE_HITS);
}

/** Matches (SHELL-30 OPEN-008) then horse races, each with its sport's name from the games list. */
export function searchHits(
  matches: readonly Match[],
  sports: readonly Sport[],
  races: readonly HorseCountry[],
  query: string,
  nowMs: number,
): SearchHit[] {
  const sportName = new Map(sports.map((sport) => [sport.eventId, sport.name]));
  const matchHits = searchMatches(matches, query).map((match) => ({
    key: `match-${match.matchId}`,
    title: match.eventName,
    sport: sportName.get(match.eventId) ?? '',
    inPlay: isInPlay(match),
    startsAt: match.openDate,
    link: matchLink(match),
  }));
  return [...matchHits, ...searchRaces(races, query, nowMs)];
}
