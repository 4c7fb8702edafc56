import type { Db } from '../../db/connect';
import { waitingSizesOf } from '../../repositories/orders';
import { fromCents } from '../../money';
import type { OddsLevels } from '../types';

const DEPTH = 3;

/**
 * The odds snapshots' levels: per runner, the waiting lays (what a bettor can back at) highest price first,
 * and the waiting backs (what a bettor can lay at) lowest first, three each, with the total size at each price.
 */
export async function bookLevelsOf(db: Db, marketIds: readonly string[]): Promise<Map<string, Map<number, OddsLevels>>> {
  const rows = await waitingSizesOf(db, marketIds);
  const byMarket = new Map<string, Map<number, OddsLevels>>(marketIds.map((marketId) => [marketId, new Map()]));
  for (const row of rows) {
    const runners = byMarket.get(row.market_id) ?? new Map<number, OddsLevels>();
    byMarket.set(row.market_id, runners);
    const selectionId = Number(row.selection_id);
    const levels = runners.get(selectionId) ?? { availableToBack: [], availableToLay: [] };
    runners.set(selectionId, levels);
    const level = { price: Number(row.price), size: fromCents(Number(row.size)) };
    (row.type === 'lay' ? levels.availableToBack : levels.availableToLay).push(level);
  }
  for (const runners of byMarket.values()) {
    for (const levels of runners.values()) {
      levels.availableToBack = levels.availableToBack.sort((a, b) => b.price - a.price).slice(0, DEPTH);
      levels.availableToLay = levels.availableToLay.sort((a, b) => a.price - b.price).slice(0, DEPTH);
    }
  }
  return byMarket;
}
