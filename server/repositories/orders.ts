import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import type { FillsTable } from '../db/schema';
import type { BetRow } from './bets';

/** The orders waiting in the market's books, in arrival order. */
export const waitingOrdersOf = (db: Db, marketId: string): Promise<BetRow[]> =>
  db.selectFrom('bets').selectAll().where('market_id', '=', marketId).where('order_status', '=', 'EXECUTABLE').orderBy('order_seq').execute();

/** The version of the market's waiting orders (server/markets/exchange/marketBooks.ts). */
export async function readBookVersion(db: Db, marketId: string): Promise<string> {
  const row = await db.selectFrom('markets').select('book_version').where('id', '=', marketId).executeTakeFirst();
  return row?.book_version ?? '';
}

/**
 * Gives the market's waiting orders a new version, takes `arrivals` arrival numbers and returns the last; the
 * caller holds the market row, so numbers never repeat.
 */
const bookChanges = prepared((db, arrivals: number, version: string, marketId: string) =>
  db
    .updateTable('markets')
    .set((eb) => ({ last_order_seq: eb('last_order_seq', '+', arrivals), book_version: version }))
    .where('id', '=', marketId)
    .returning('last_order_seq'),
);

export async function markBookChanged(db: Db, marketId: string, version: string, arrivals = 1): Promise<number> {
  const [row] = await bookChanges(db, arrivals, version, marketId);
  if (!row) throw new Error(`market ${marketId} does not exist`);
  return Number(row.last_order_seq);
}

/** What a waiting order matched: its size, Σ size × price (hundredths) and what it adds to the margins, in cents. */
export interface MatchedPart {
  size: number;
  volume: number;
  favour: number;
  against: number;
}

/** A waiting order matched `part` and has `remainingCents` still waiting. */
export async function addMatchToOrder(db: Db, betId: string, part: MatchedPart, remainingCents: number): Promise<void> {
  await db
    .updateTable('bets')
    .set((eb) => ({
      size_matched_cents: eb('size_matched_cents', '+', part.size),
      matched_volume: eb('matched_volume', '+', part.volume),
      favour_margin_cents: eb('favour_margin_cents', '+', part.favour),
      against_margin_cents: eb('against_margin_cents', '+', part.against),
      liability_cents: eb('against_margin_cents', '+', part.against),
      size_remaining_cents: remainingCents,
      order_status: remainingCents > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
    }))
    .where('id', '=', betId)
    .execute();
}

/**
 * What was still waiting of an order (`removedCents`) is cancelled or lapsed: the order waits no more. One that
 * never matched is over (void, its case the kind of removal).
 */
export async function endWaitingOrder(db: Db, betId: string, kind: 'cancelled' | 'lapsed', removedCents: number, nothingMatched: boolean, at: string): Promise<void> {
  const column = kind === 'cancelled' ? 'size_cancelled_cents' : 'size_lapsed_cents';
  await db
    .updateTable('bets')
    .set((eb) => ({
      [column]: eb(column, '+', removedCents),
      size_remaining_cents: 0,
      order_status: 'EXECUTION_COMPLETE' as const,
      ...(nothingMatched ? { status: 'void' as const, bet_case: kind, settled_at: at, profit_loss_cents: 0 } : {}),
    }))
    .where('id', '=', betId)
    .execute();
}

/** A market maker's order that never matched anything leaves no trace worth keeping: no fill, no ledger row. */
export async function deleteOrder(db: Db, betId: string): Promise<void> {
  await db.deleteFrom('bets').where('id', '=', betId).where('size_matched_cents', '=', 0).execute();
}

export async function insertFills(db: Db, rows: Insertable<FillsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('fills').values(rows).execute();
}

/** Every waiting order's price and size on the exchange markets given (the odds snapshots' levels). */
export const waitingSizesOf = (db: Db, marketIds: readonly string[]) =>
  marketIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('bets')
        .select((eb) => ['market_id', 'selection_id', 'type', 'price', eb.fn.sum<number | string>('size_remaining_cents').as('size')])
        .where('market_id', 'in', marketIds)
        .where('order_status', '=', 'EXECUTABLE')
        .groupBy(['market_id', 'selection_id', 'type', 'price'])
        .execute();
