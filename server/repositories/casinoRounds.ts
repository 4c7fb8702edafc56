import type { Selectable } from 'kysely';
import type { CasinoResult } from '../../contract/casino';
import { isoAt } from '../clock';
import type { Db } from '../db/connect';
import type { CasinoRoundsTable } from '../db/schema';

const toResult = (row: Pick<CasinoRoundsTable, 'mid' | 'result' | 'cards' | 'win' | 'seed'>): CasinoResult => ({
  mid: row.mid,
  result: row.result ?? '',
  cards: row.cards ?? '',
  win: row.win ?? '',
  seed: row.seed,
});

type RoundRow = Selectable<CasinoRoundsTable>;

/** Stores a round as it starts: its hash published, its seed kept private until the result. */
export async function insertRoundStart(
  db: Db,
  row: Pick<RoundRow, 'mid' | 'table_key' | 'event_id' | 'hash' | 'seed' | 'started_at'>,
): Promise<void> {
  await db
    .insertInto('casino_rounds')
    .values({ ...row, settled_at: null, cards: null, win: null, result: null })
    .execute();
}

export async function settleRoundRow(db: Db, mid: string, end: Pick<RoundRow, 'cards' | 'win' | 'result' | 'settled_at'>): Promise<void> {
  await db.updateTable('casino_rounds').set(end).where('mid', '=', mid).execute();
}

/** The table's settled rounds, newest first, seeds revealed. */
export async function recentResultsOf(db: Db, tableKey: string, limit: number): Promise<CasinoResult[]> {
  const rows = await db
    .selectFrom('casino_rounds')
    .select(['mid', 'result', 'cards', 'win', 'seed'])
    .where('table_key', '=', tableKey)
    .where('settled_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toResult);
}

/** When the table's newest round started (ISO), if it has any. */
export async function latestStartOf(db: Db, tableKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('casino_rounds')
    .select('started_at')
    .where('table_key', '=', tableKey)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.started_at;
}

/** The table's rounds started but never settled, oldest first. */
export const unsettledRoundsOf = (db: Db, tableKey: string): Promise<RoundRow[]> =>
  db
    .selectFrom('casino_rounds')
    .selectAll()
    .where('table_key', '=', tableKey)
    .where('settled_at', 'is', null)
    .orderBy('started_at', 'asc')
    .execute();

/** A settled round by its id (any table); null while unknown or not yet settled (its seed stays private). */
export async function settledRound(db: Db, mid: string): Promise<(CasinoResult & { eventId: number }) | null> {
  const row = await db
    .selectFrom('casino_rounds')
    .select(['mid', 'result', 'cards', 'win', 'seed', 'event_id'])
    .where('mid', '=', mid)
    .where('settled_at', 'is not', null)
    .executeTakeFirst();
  return row ? { ...toResult(row), eventId: row.event_id } : null;
}

export async function publishLiveTable(db: Db, tableKey: string, body: string, at: number): Promise<void> {
  await db
    .insertInto('casino_live')
    .values({ table_key: tableKey, body, updated_at: isoAt(at) })
    .onConflict((conflict) => conflict.column('table_key').doUpdateSet({ body, updated_at: isoAt(at) }))
    .execute();
}

export const readLiveTables = (db: Db) => db.selectFrom('casino_live').select(['table_key', 'body', 'updated_at']).execute();
