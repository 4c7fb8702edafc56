import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, SQLITE_FILE, type Db } from '../../../../server/db/connect';
import { isBusyRefusal } from '../../../../server/db/busy';
import { inGroupCommit } from '../../../../server/db/groupCommit';

let dataDir: string;
let db: Db;
let reader: SqliteDatabase.Database;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  db = connect({ dataDir, databaseUrl: null });
  await sql`create table items (name text primary key)`.execute(db);
  // A second connection sees only what is committed, as a restarted process would.
  reader = new SqliteDatabase(join(dataDir, SQLITE_FILE), { readonly: true });
});
afterAll(async () => {
  reader.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const committed = () => (reader.prepare('select name from items order by name').all() as { name: string }[]).map((row) => row.name);
const insert = (name: string) => (trx: Db) =>
  trx
    .insertInto('items' as never)
    .values({ name } as never)
    .execute();

describe('group commit (SQLite)', () => {
  it('answers work queued together only once the whole group is committed; a failing piece rolls back only itself', async () => {
    const seenAtAnswer: string[][] = [];
    const first = inGroupCommit(db, insert('a')).then(() => seenAtAnswer.push(committed()));
    const failing = inGroupCommit(db, async (trx) => {
      await insert('b')(trx);
      throw new Error('refused');
    });
    const last = inGroupCommit(db, insert('c'));
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([first, last]);
    expect(seenAtAnswer).toEqual([['a', 'c']]);
    expect(committed()).toEqual(['a', 'c']);
  });

  it('a piece that breaks a constraint fails alone, the next group commits as usual', async () => {
    const duplicate = inGroupCommit(db, insert('a'));
    const fresh = inGroupCommit(db, insert('d'));
    await expect(duplicate).rejects.toThrow(/UNIQUE/);
    await fresh;
    await inGroupCommit(db, insert('e'));
    expect(committed()).toEqual(['a', 'c', 'd', 'e']);
  });

  it('refuses work past its queue limit before running it, busy, with nothing of it written; the work queued is committed', async () => {
    const queued = ['q1', 'q2', 'q3'].map((name) => inGroupCommit(db, insert(name), 3));
    const refused = inGroupCommit(db, insert('q4'), 3);
    await expect(refused).rejects.toMatchObject({ code: 'QUEUE_FULL' });
    expect(isBusyRefusal(await refused.catch((error: unknown) => error))).toBe(true);
    await Promise.all(queued);
    expect(committed().filter((name) => name.startsWith('q'))).toEqual(['q1', 'q2', 'q3']);
  });
});
