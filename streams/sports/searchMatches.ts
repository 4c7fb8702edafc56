import type { Match } from '../../contract/sports';
import { listMatches } from './matchFilters';

const MAX_RESULTS = 20;

/** Search behaviour is not specified: listed matches whose name contains every typed word, soonest first. */
export function searchMatches(matches: readonly Match[], query: string): Match[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return listMatches(matches)
    .filter((match) => words.every((word) => match.eventName.toLowerCase().includes(word)))
    .sort((a, b) => Date.parse(a.openDate) - Date.parse(b.openDate))
    .slice(0, MAX_RESULTS);
}
