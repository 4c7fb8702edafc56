/** MKT-13 CONST-18: the fancy type tabs, in order. */
export const FANCY_CATEGORIES = [
  'runs',
  'boundaries',
  'wickets',
  'balls_faced',
  'extras',
  'dot_balls',
  'partnerships',
  'impact',
  'scorers',
  'bowlers',
] as const;
export type FancyCategory = (typeof FANCY_CATEGORIES)[number];

/** MKT-13: the default tab ("Run") is the runs category. */
export const DEFAULT_FANCY_CATEGORY: FancyCategory = 'runs';

const isCategory = (value: string): value is FancyCategory => (FANCY_CATEGORIES as readonly string[]).includes(value);

/** OPEN-048: a line's tab is its gtype; an unknown gtype falls under the default tab. */
export function fancyCategoryOf(gtype: string): FancyCategory {
  const normalised = gtype.trim().toLowerCase();
  return isCategory(normalised) ? normalised : DEFAULT_FANCY_CATEGORY;
}
