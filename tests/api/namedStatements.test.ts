import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect';
import { prepared } from '../../server/db/prepared';
import { createTestDatabase, testClock, usesPostgres } from './helper';

/** A table of the test's own, so it can change under the hot query as a newer process's migration would. */
type Scratch = {
  scratch: { id: string; note: string; extra?: string };
};

const clock = testClock();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase(clock.now);
  db = database.db;
  await sql`create table scratch (id text primary key, note text not null)`.execute(db);
  await sql`insert into scratch (id, note) values ('a', 'first'), ('b', 'second')`.execute(db);
});
afterAll(() => database.drop());

const scratchRow = prepared((on: Db, id: string) => on.withTables<Scratch>().selectFrom('scratch').selectAll().where('id', '=', id));
const scratchIds = prepared((on: Db, note: string) => on.withTables<Scratch>().selectFrom('scratch').select('id').where('note', '=', note));
const SCRATCH_SQL = 'select * from "scratch" where "id" = $1';

describe('hot queries (server/db/prepared.ts) on a changing table', () => {
  it('answers every call with its own values; after a column is added to its table, it answers again with it by the second call at most, and the next hot query runs too', async () => {
    // Enough calls to reach several of the pool's connections.
    const before = await Promise.all(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b'].map((id) => scratchRow(db, id)));
    expect(before.map((rows) => rows.map((row) => row.note))).toEqual(
      Array(4)
        .fill([['first'], ['second']])
        .flat(),
    );
    await sql`alter table scratch add column extra text not null default 'x'`.execute(db);
    const after = await scratchRow(db, 'a').catch(() => scratchRow(db, 'a'));
    expect(after).toEqual([{ id: 'a', note: 'first', extra: 'x' }]);
    const again = await Promise.all(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b'].map((id) => scratchRow(db, id)));
    expect(again.map((rows) => rows.map((row) => row.extra))).toEqual(Array(8).fill(['x']));
    // The next hot query gets a name of its own: the connections still hold the dropped name's statement.
    const ids = await Promise.all(Array.from({ length: 8 }, () => scratchIds(db, 'second')));
    expect(ids).toEqual(Array(8).fill([{ id: 'b' }]));
  });

  const onPostgres = usesPostgres()
    ? [['on PostgreSQL, runs as a named statement: its connection parses it once and keeps it', SCRATCH_SQL] as const]
    : [];
  it.each(onPostgres)('%s', async (_, text) => {
    const kept = await db.transaction().execute(async (trx) => {
      expect(await scratchRow(trx, 'b')).toEqual([{ id: 'b', note: 'second', extra: 'x' }]);
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows;
    });
    expect(kept.map((row) => row.statement)).toContain(text);
  });
});
