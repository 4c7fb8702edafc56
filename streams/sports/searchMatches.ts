import type { Match } from '../../contract/sports';

/** OPEN-008: a case-insensitive substring match on eventName; an empty (blank) query finds nothing. */
export function searchMatches(matches: readonly Match[], query: string): Match[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return matches.filter((match) => match.eventName.toLowerCase().includes(needle));
}
