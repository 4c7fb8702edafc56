import type { CasinoMarket, CasinoRunner } from '../../contract/casino';
import { RANKS } from '../../contract/cards';
import { CASINO_TABLES, type CasinoTableId } from './tables';

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
  sliceBySizes(runners, CASINO_TABLES[table].groups);

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
