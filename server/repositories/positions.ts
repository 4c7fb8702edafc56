import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import type { PositionsTable } from '../db/schema';

/** The user's open positions (every market with open bets): a bet reads its own book and the others' exposure. */
export const openPositionsOf = (db: Db, userId: string) =>
  db
    .selectFrom('positions')
    .select(['market_id', 'round_id', 'book', 'exposure_cents'])
    .where('user_id', '=', userId)
    .where('open', '=', 1)
    .execute();

export async function savePosition(db: Db, row: Insertable<PositionsTable>): Promise<void> {
  await db
    .insertInto('positions')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'market_id', 'round_id']).doUpdateSet({
        book: row.book,
        exposure_cents: row.exposure_cents,
        unmatched_cents: row.unmatched_cents,
        open: row.open,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

const positionsSaved = prepared((db, rows: Insertable<PositionsTable>[]) =>
  db
    .insertInto('positions')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'market_id', 'round_id']).doUpdateSet((eb) => ({
        book: eb.ref('excluded.book'),
        exposure_cents: eb.ref('excluded.exposure_cents'),
        unmatched_cents: eb.ref('excluded.unmatched_cents'),
        open: eb.ref('excluded.open'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    ),
);

/** Saves several positions in one statement (each replaced whole, as savePosition does). */
export async function savePositions(db: Db, rows: Insertable<PositionsTable>[]): Promise<void> {
  await positionsSaved(db, rows);
}

/** SRV-09: the exposure reserved by the user's open positions. */
const openExposureTotal = prepared((db, userId: string) =>
  db
    .selectFrom('positions')
    .select((eb) => eb.fn.sum<number | string | null>('exposure_cents').as('total'))
    .where('user_id', '=', userId)
    .where('open', '=', 1),
);

export async function sumOpenExposureCents(db: Db, userId: string): Promise<number> {
  return Number((await openExposureTotal(db, userId))[0]?.total ?? 0);
}

/** The users' open positions, and their position on the exchange market given (round ''), open or not. */
export const positionsAround = prepared((db, userIds: readonly string[], marketId: string) =>
  db
    .selectFrom('positions')
    .select(['user_id', 'market_id', 'round_id', 'book', 'exposure_cents'])
    .where('user_id', 'in', userIds)
    .where((eb) => eb.or([eb('open', '=', 1), eb.and([eb('market_id', '=', marketId), eb('round_id', '=', '')])])),
);

/** Our addition to SRV-10: the exposure each open market of the user reserves (casino rounds of a market summed). */
export async function openExposureByMarket(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('positions')
    .select((eb) => ['market_id', eb.fn.sum<number | string | null>('exposure_cents').as('total')])
    .where('user_id', '=', userId)
    .where('open', '=', 1)
    .groupBy('market_id')
    .execute();
  return new Map(rows.map((row) => [row.market_id, Number(row.total ?? 0)]));
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

/** The users' positions on one market (exchange markets have no rounds: round ''). */
export const findPositions = prepared((db, userIds: readonly string[], marketId: string) =>
  db
    .selectFrom('positions')
    .select(['user_id', 'book'])
    .where('user_id', 'in', userIds)
    .where('market_id', '=', marketId)
    .where('round_id', '=', ''),
);
