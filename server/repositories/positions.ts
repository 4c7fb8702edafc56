import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { PositionsTable } from '../db/schema';

export interface PositionKey {
  userId: string;
  marketId: string;
  roundId: string;
}

export async function findPositionBook(db: Db, key: PositionKey): Promise<string | undefined> {
  const row = await db
    .selectFrom('positions')
    .select('book')
    .where('user_id', '=', key.userId)
    .where('market_id', '=', key.marketId)
    .where('round_id', '=', key.roundId)
    .executeTakeFirst();
  return row?.book;
}

export async function savePosition(db: Db, row: Insertable<PositionsTable>): Promise<void> {
  await db
    .insertInto('positions')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'market_id', 'round_id'])
        .doUpdateSet({ book: row.book, exposure_cents: row.exposure_cents, open: row.open, updated_at: row.updated_at }),
    )
    .execute();
}

/** SRV-09: the exposure reserved by the user's open positions, optionally leaving one market out. */
export async function sumOpenExposureCents(db: Db, userId: string, exceptMarketId?: string): Promise<number> {
  let query = db
    .selectFrom('positions')
    .select((eb) => eb.fn.sum<number | string | null>('exposure_cents').as('total'))
    .where('user_id', '=', userId)
    .where('open', '=', 1);
  if (exceptMarketId !== undefined) query = query.where('market_id', '!=', exceptMarketId);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Releases every open position of the market (settlement). */
export async function closeMarketPositions(db: Db, marketId: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('positions')
    .set({ open: 0, exposure_cents: 0, updated_at: updatedAt })
    .where('market_id', '=', marketId)
    .where('open', '=', 1)
    .execute();
}

export async function hasOpenPositions(db: Db, marketId: string): Promise<boolean> {
  const row = await db
    .selectFrom('positions')
    .select('user_id')
    .where('market_id', '=', marketId)
    .where('open', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
