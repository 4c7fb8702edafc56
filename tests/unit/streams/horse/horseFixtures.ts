import type { HorseCountry, HorseRace } from '../../../../contract/sports';

export const MINUTE = 60_000;
export const NOW = Date.UTC(2024, 4, 1, 12, 0);

export function aRace(startMs: number, status = 'OPEN', overrides: Partial<HorseRace> = {}): HorseRace {
  return { stime: new Date(startMs).toISOString(), gmid: `g${startMs}`, gOdds: { status }, childs: [], ...overrides };
}

export function aCountry(cname: string, courses: Record<string, HorseRace[]>): HorseCountry {
  return { cname, children: Object.entries(courses).map(([ename, races]) => ({ ename, races })) };
}
