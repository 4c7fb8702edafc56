import type { CasinoMarket, CasinoRunner } from '../../contract/casino';
import { RANKS } from '../../contract/cards';
import type { CasinoTableId } from './tables';

/**
 * How each table's runners (t2, in order) are split into groups; the runners after the listed sizes form the
 * last group. CAS-DT-02 OPEN-094: 20-20 Dragon Tiger 3, 2, 2, 2, 2, 13, 13. CAS-L7A-01 CAS-L7B-01 OPEN-097:
 * Lucky 7 0-1, 2-3, 4-5, 6 to the end. OPEN-092: 20-20 Teenpatti players, then its side bets.
 */
const GROUP_SIZES: Record<CasinoTableId, readonly number[]> = {
  teen20: [2],
  teen3Card: [],
  dragonTiger: [],
  dragonTiger20: [3, 2, 2, 2, 2, 13, 13],
  dragonTiger202: [3, 2, 2, 2, 2, 13, 13],
  fastDragonTiger: [],
  lucky7A: [2, 2, 2],
  lucky7B: [2, 2, 2],
};

/** Splits items, in order, into runs of the given sizes and one last run of the rest; empty runs are dropped. */
export function sliceBySizes<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const runs: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    runs.push(items.slice(start, start + size));
    start += size;
  }
  runs.push(items.slice(start));
  return runs.filter((run) => run.length > 0);
}

export const groupRunners = (table: CasinoTableId, runners: readonly CasinoRunner[]): CasinoRunner[][] =>
  sliceBySizes(runners, GROUP_SIZES[table]);

/** A runner's name (nat or nation, CAS-ALL-08). */
export const runnerName = (runner: CasinoRunner): string => runner.nat ?? runner.nation ?? String(runner.sid);

/** CAS-L7-04: a table with several markets names one per group, in order; otherwise its one market holds all. */
export function marketOfGroup(markets: readonly CasinoMarket[], groupIndex: number): CasinoMarket | undefined {
  return markets.length > 1 ? (markets[groupIndex] ?? markets[0]) : markets[0];
}

/** CAS-L7B-02: "Card 7", "Dragon Card K" … name a card rank, shown as a card image; other names give null. */
export function cardRankOf(name: string): string | null {
  const match = /(?:^|\s)Card\s+(\S+)$/i.exec(name.trim());
  const rank = match?.[1]?.toUpperCase();
  return rank && (RANKS as readonly string[]).includes(rank) ? rank : null;
}
