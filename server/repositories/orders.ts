import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect';
import type { BetsTable, FillsTable } from '../db/schema';
import type { BetRow } from './bets';

/** The orders waiting in a runner's book (or the whole market's), in arrival order. */
export function waitingOrdersOf(db: Db, marketId: string, selectionId?: number): Promise<BetRow[]> {
  let query = db.selectFrom('bets').selectAll().where('market_id', '=', marketId).where('order_status', '=', 'EXECUTABLE');
  if (selectionId !== undefined) query = query.where('selection_id', '=', selectionId);
  return query.orderBy('order_seq').execute();
}

/** One user's orders waiting on a market. */
export const waitingOrdersOfUser = (db: Db, userId: string, marketId: string): Promise<BetRow[]> =>
  db
    .selectFrom('bets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('market_id', '=', marketId)
    .where('order_status', '=', 'EXECUTABLE')
    .execute();

/** The next arrival number on the market; the caller holds the market row, so numbers never repeat. */
export async function nextOrderSeq(db: Db, marketId: string): Promise<number> {
  const row = await db
    .updateTable('markets')
    .set((eb) => ({ last_order_seq: eb('last_order_seq', '+', 1) }))
    .where('id', '=', marketId)
    .returning('last_order_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_order_seq);
}

export async function updateOrder(db: Db, betId: string, changes: Updateable<BetsTable>): Promise<void> {
  await db.updateTable('bets').set(changes).where('id', '=', betId).execute();
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
