import type { ProfitLossRow } from '../../../contract/records';
import type { ProfitLossLevel } from '../../../streams/records/profitLoss';

/** REC-17: 0 sports (and casino tables), 1 matches or tables' rounds, 2 market types, 3 the bets. */
export type LevelDepth = 0 | 1 | 2 | 3;

export const levelDepth = (level: ProfitLossLevel): LevelDepth => (level.markettype ? 3 : level.matchId ? 2 : level.eventId ? 1 : 0);

const segment = (value: string) => encodeURIComponent(value);

/** REC-17 OPEN-108: /profitloss/:eventId?/:matchId?/:markettype? for a level (casino markets end in /Casino). */
export function profitLossPath(level: ProfitLossLevel): string {
  const parts = [level.eventId, level.matchId, level.markettype].filter((part): part is string => Boolean(part));
  return ['/profitloss', ...parts.map(segment)].join('/');
}

/** Where a row of an aggregate level leads: one level deeper, keyed by the row's own ids. */
export function drillPath(level: ProfitLossLevel, row: ProfitLossRow): string | undefined {
  const depth = levelDepth(level);
  if (depth === 0 && row.eventId) return profitLossPath({ eventId: row.eventId });
  if (depth === 1 && row.matchId) return profitLossPath({ ...level, matchId: row.matchId });
  if (depth === 2 && row.markettype) return profitLossPath({ ...level, markettype: row.markettype });
  return undefined;
}
