import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import type { MarketsTable } from '../db/schema';
import { findMarketRow, insertMarketRow, lockMarketRow, replaceMarketRow, updateLiveMarket } from '../repositories/markets';
import { hasOpenPositions } from '../repositories/positions';
import { bookLevelsOf } from './exchange/bookLevels';
import { requoteIn } from './exchange/quotes';
import { lapseOrdersIn } from './exchange/removeOrders';
import type { MarketRow } from '../repositories/markets';
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
    await insertMarketRow(trx, { id: spec.marketId, ...columns, opened_at: at, last_order_seq: 0, book_version: '' });
  } else {
    const newRound = (spec.roundId ?? null) !== existing.round_id;
    if (isFinal(existing.status) && !newRound) fail(spec.marketId, `already ${existing.status}`);
    if (newRound && (await hasOpenPositions(trx, spec.marketId))) {
      fail(spec.marketId, `round ${existing.round_id ?? ''} still has open bets: settle it first`);
    }
    await replaceMarketRow(trx, spec.marketId, newRound ? { ...columns, opened_at: at } : columns);
  }
  const row = await findMarketRow(trx, spec.marketId);
  const market = marketOfRow(row ?? fail(spec.marketId, 'vanished'));
  await requoteIn(trx, now, market);
  return market;
}

/**
 * The one service that drives markets, persisted so every API process sees the current prices and status.
 * Engines call it; POST /bet/save2 checks bets against what it last recorded.
 */
export function createMarketService(db: Db, now: Clock): MarketService {
  /**
   * Changes the market; on an exchange market, waiting orders lapse in the same transaction when `lapse` says
   * so for the market as it was: `keep` (a suspension, the off) spares the orders marked Keep, `all` (betting
   * over) takes every one.
   */
  async function change(
    marketId: string,
    changes: Partial<MarketsTable>,
    from?: readonly MarketStatus[],
    lapse?: (row: MarketRow) => 'keep' | 'all' | null,
  ) {
    const updated = await db.transaction().execute(async (trx) => {
      const row = await lockMarketRow(trx, marketId);
      if (!row) return fail(marketId, 'does not exist');
      if (from && !from.includes(row.status)) return true;
      const at = isoAt(now());
      const lapsing = row.kind === 'matchOdds' && !isFinal(row.status) ? lapse?.(row) : null;
      if (lapsing) await lapseOrdersIn(trx, marketOfRow(row), at, { keepPersistent: lapsing === 'keep' });
      const changed = await updateLiveMarket(trx, marketId, { ...changes, updated_at: at });
      // The model moved or betting resumed: the market maker re-quotes at once, in the same transaction.
      const fresh = changed && row.kind === 'matchOdds' ? await findMarketRow(trx, marketId) : undefined;
      if (fresh) await requoteIn(trx, now, marketOfRow(fresh));
      return changed;
    });
    if (!updated) fail(marketId, 'is settled');
  }

  return {
    open: (spec) => db.transaction().execute((trx) => openIn(trx, now, spec)),
    reprice: (marketId: string, selections: SelectionPrice[], inPlay?: boolean) =>
      change(
        marketId,
        { selections: JSON.stringify(selections), ...(inPlay === undefined ? {} : { in_play: inPlay ? 1 : 0 }) },
        undefined,
        (row) => (inPlay === true && row.in_play === 0 ? 'keep' : null),
      ),
    suspend: (marketId) => change(marketId, { status: 'suspended' }, ['open'], () => 'keep'),
    resume: (marketId) => change(marketId, { status: 'open' }, ['suspended']),
    // Closing a settled market changes nothing: an engine retrying a close it cannot know landed never fails on it.
    close: (marketId) => change(marketId, { status: 'closed' }, ['open', 'suspended', 'closed'], () => 'all'),
    settle: (marketId, result) => settleMarket(db, now, marketId, result),
    get: async (marketId) => {
      const row = await findMarketRow(db, marketId);
      return row ? marketOfRow(row) : undefined;
    },
    quote: async (marketId) => {
      await db.transaction().execute(async (trx) => {
        const row = await lockMarketRow(trx, marketId);
        if (row) await requoteIn(trx, now, marketOfRow(row));
      });
    },
    levels: (marketIds) => bookLevelsOf(db, marketIds),
  };
}
