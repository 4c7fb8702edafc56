import type { CasinoResult } from '../../contract/casino';
import { isoAt } from '../clock';
import type { Db } from '../db/connect';
import type { CasinoRoundsTable } from '../db/schema';
import type { RoundStore } from '../engines/casino/roundStore';

const toResult = (row: Pick<CasinoRoundsTable, 'mid' | 'result' | 'cards' | 'win' | 'seed'>): CasinoResult => ({
  mid: row.mid,
  result: row.result ?? '',
  cards: row.cards ?? '',
  win: row.win ?? '',
  seed: row.seed,
});

/** The rounds of every table in the database (RoundStore of the table loops). */
export function databaseRoundStore(db: Db): RoundStore {
  return {
    async saveStart(start) {
      await db
        .insertInto('casino_rounds')
        .values({
          mid: start.mid,
          table_key: start.tableKey,
          event_id: start.eventId,
          hash: start.hash,
          seed: start.seed,
          started_at: isoAt(start.startedAt),
          settled_at: null,
          cards: null,
          win: null,
          result: null,
        })
        .execute();
    },
    async saveEnd(end) {
      await db
        .updateTable('casino_rounds')
        .set({ cards: end.cards, win: end.win, result: end.result, settled_at: isoAt(end.settledAt) })
        .where('mid', '=', end.mid)
        .execute();
    },
    async recentResults(tableKey, limit) {
      const rows = await db
        .selectFrom('casino_rounds')
        .select(['mid', 'result', 'cards', 'win', 'seed'])
        .where('table_key', '=', tableKey)
        .where('settled_at', 'is not', null)
        .orderBy('started_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toResult);
    },
    async latestStart(tableKey) {
      const row = await db
        .selectFrom('casino_rounds')
        .select('started_at')
        .where('table_key', '=', tableKey)
        .orderBy('started_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? Date.parse(row.started_at) : 0;
    },
    async unsettled(tableKey) {
      const rows = await db
        .selectFrom('casino_rounds')
        .selectAll()
        .where('table_key', '=', tableKey)
        .where('settled_at', 'is', null)
        .orderBy('started_at', 'asc')
        .execute();
      return rows.map((row) => ({
        mid: row.mid,
        tableKey: row.table_key,
        eventId: row.event_id,
        hash: row.hash,
        seed: row.seed,
        startedAt: Date.parse(row.started_at),
      }));
    },
  };
}

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
