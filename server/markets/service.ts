import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import type { MarketsTable } from '../db/schema';
import { findMarketRow, insertMarketRow, lockMarketRow, replaceMarketRow, updateLiveMarket } from '../repositories/markets';
import { hasOpenPositions } from '../repositories/positions';
import { isFinal, marketOfRow, specColumns } from './rows';
import { settleMarket } from './settle';
import type { Market, MarketService, MarketSpec, MarketStatus, SelectionPrice } from './types';

const fail = (marketId: string, why: string): never => {
  throw new Error(`market ${marketId}: ${why}`);
};

/** Opens a new market, or re-opens one: a final casino market only for a new round. */
async function openIn(trx: Db, now: Clock, spec: MarketSpec): Promise<Market> {
  const at = isoAt(now());
  const existing = await lockMarketRow(trx, spec.marketId);
  const columns = { ...specColumns(spec), status: 'open' as const, updated_at: at };
  if (!existing) {
    await insertMarketRow(trx, { id: spec.marketId, ...columns, opened_at: at });
  } else {
    const newRound = (spec.roundId ?? null) !== existing.round_id;
    if (isFinal(existing.status) && !newRound) fail(spec.marketId, `already ${existing.status}`);
    if (newRound && (await hasOpenPositions(trx, spec.marketId))) {
      fail(spec.marketId, `round ${existing.round_id ?? ''} still has open bets: settle it first`);
    }
    await replaceMarketRow(trx, spec.marketId, newRound ? { ...columns, opened_at: at } : columns);
  }
  const row = await findMarketRow(trx, spec.marketId);
  return marketOfRow(row ?? fail(spec.marketId, 'vanished'));
}

/**
 * The one service that drives markets, persisted so every API process sees the current prices and status.
 * Engines call it; POST /bet/save2 checks bets against what it last recorded.
 */
export function createMarketService(db: Db, now: Clock): MarketService {
  async function change(marketId: string, changes: Partial<MarketsTable>, from?: readonly MarketStatus[]) {
    const updated = await db.transaction().execute(async (trx) => {
      const row = await lockMarketRow(trx, marketId);
      if (!row) fail(marketId, 'does not exist');
      if (from && row && !from.includes(row.status)) return true;
      return updateLiveMarket(trx, marketId, { ...changes, updated_at: isoAt(now()) });
    });
    if (!updated) fail(marketId, 'is settled');
  }

  return {
    open: (spec) => db.transaction().execute((trx) => openIn(trx, now, spec)),
    reprice: (marketId: string, selections: SelectionPrice[], inPlay?: boolean) =>
      change(marketId, { selections: JSON.stringify(selections), ...(inPlay === undefined ? {} : { in_play: inPlay ? 1 : 0 }) }),
    suspend: (marketId) => change(marketId, { status: 'suspended' }, ['open']),
    resume: (marketId) => change(marketId, { status: 'open' }, ['suspended']),
    // Closing a settled market changes nothing: an engine retrying a close it cannot know landed never fails on it.
    close: (marketId) => change(marketId, { status: 'closed' }, ['open', 'suspended', 'closed']),
    settle: (marketId, result) => settleMarket(db, now, marketId, result),
    get: async (marketId) => {
      const row = await findMarketRow(db, marketId);
      return row ? marketOfRow(row) : undefined;
    },
  };
}
