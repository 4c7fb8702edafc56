import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import { isPostgres } from '../db/dialect';
import type { MarketsTable } from '../db/schema';

/** A market as stored (markets/rows.ts reads it into the market model). */
export type MarketRow = Selectable<MarketsTable>;

export const findMarketRow = (db: Db, marketId: string): Promise<MarketRow | undefined> =>
  db.selectFrom('markets').selectAll().where('id', '=', marketId).executeTakeFirst();

/**
 * Reads the market for a bet and holds it (PostgreSQL FOR SHARE) until the bet commits: a settlement or a
 * repricing waits for the bet, and a bet waits for them, so no bet lands on a market settled meanwhile.
 */
export function findMarketRowForBet(db: Db, marketId: string): Promise<MarketRow | undefined> {
  const query = db.selectFrom('markets').selectAll().where('id', '=', marketId);
  return (isPostgres(db) ? query.forShare() : query).executeTakeFirst();
}

/** Reads the market to change it and holds it (PostgreSQL FOR UPDATE) until the transaction ends. */
const lockedMarketRows = prepared((db, marketId: string) => {
  const query = db.selectFrom('markets').selectAll().where('id', '=', marketId);
  return isPostgres(db) ? query.forUpdate() : query;
});

export async function lockMarketRow(db: Db, marketId: string): Promise<MarketRow | undefined> {
  return (await lockedMarketRows(db, marketId))[0];
}

export async function insertMarketRow(db: Db, row: MarketRow): Promise<void> {
  await db.insertInto('markets').values(row).execute();
}

/** Updates the market unless it is settled or voided; returns whether a row changed. */
export async function updateLiveMarket(db: Db, marketId: string, changes: Updateable<MarketsTable>): Promise<boolean> {
  const result = await db
    .updateTable('markets')
    .set(changes)
    .where('id', '=', marketId)
    .where('status', 'not in', ['settled', 'void'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceMarketRow(db: Db, marketId: string, changes: Updateable<MarketsTable>): Promise<void> {
  await db.updateTable('markets').set(changes).where('id', '=', marketId).execute();
}
