import dayjs from 'dayjs';
import type { Match } from '../../contract/sports';
import { listMatches } from './matchFilters';

export interface MatchGroups {
  inPlay: Match[];
  today: Match[];
  tomorrow: Match[];
}

/** HOME-07: in play when the first matchOdds entry says so. */
export const isInPlay = (match: Pick<Match, 'matchOdds'>): boolean => match.matchOdds[0]?.inplay === true;

const byOpenDate = (a: Match, b: Match) => Date.parse(a.openDate) - Date.parse(b.openDate);

/**
 * HOME-06..10: the home tabs after the list filters. In-play matches show only under In Play
 * (OPEN-032); Today/Tommorow compare calendar days in the browser's time zone (OPEN-033); each group is
 * sorted by ascending openDate (OPEN-040).
 */
export function groupMatches(matches: readonly Match[], nowMs: number): MatchGroups {
  const today = dayjs(nowMs);
  const tomorrow = today.add(1, 'day');
  const listed = listMatches(matches).sort(byOpenDate);
  const notInPlay = listed.filter((match) => !isInPlay(match));
  return {
    inPlay: listed.filter(isInPlay),
    today: notInPlay.filter((match) => dayjs(match.openDate).isSame(today, 'day')),
    tomorrow: notInPlay.filter((match) => dayjs(match.openDate).isSame(tomorrow, 'day')),
  };
}

/** HOME-06: one block per sport, in first-seen order. */
export function groupBySport(matches: readonly Match[]): Map<number, Match[]> {
  const blocks = new Map<number, Match[]>();
  for (const match of matches) blocks.set(match.eventId, [...(blocks.get(match.eventId) ?? []), match]);
  return blocks;
}
