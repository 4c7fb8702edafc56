import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../../../server/db/connect';
import { prepared } from '../../../../server/db/prepared';

let dataDir: string;
let db: Db;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prepared-'));
  db = connect({ dataDir, databaseUrl: null });
  await sql`create table items (name text primary key, kind text not null, size integer not null)`.execute(db);
  await sql`insert into items values ('a', 'x', 1), ('b', 'x', 2), ('c', 'y', 3), ('d', 'y', 4)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

// The table of this test is not in the app's schema.
const items = (handle: Db) => handle.withTables<{ items: { name: string; kind: string; size: number } }>().selectFrom('items');

describe('prepared queries', () => {
  it('runs the query compiled once with each call’s own arguments, constants of the query kept', async () => {
    const namesOfKind = prepared((handle, kind: string, atLeast: number) =>
      items(handle).select('name').where('kind', '=', kind).where('size', '>=', atLeast).where('name', '!=', 'zzz').orderBy('name'),
    );
    expect(await namesOfKind(db, 'x', 1)).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(await namesOfKind(db, 'y', 4)).toEqual([{ name: 'd' }]);
    expect(await namesOfKind(db, 'x', 2)).toEqual([{ name: 'b' }]);
    expect(await namesOfKind(db, 'z', 0)).toEqual([]);
  });

  it('refuses a query that computes with an argument or uses it twice: its plan would run with the wrong values', async () => {
    const computed = prepared((handle, size: number) => items(handle).selectAll().where('size', '=', size + 1));
    await expect(computed(db, 1)).rejects.toThrow('argument 0 is a parameter 0 times');
    const twice = prepared((handle, kind: string) => items(handle).selectAll().where('kind', '=', kind).where('name', '!=', kind));
    await expect(twice(db, 'x')).rejects.toThrow('argument 0 is a parameter 2 times');
  });
});
