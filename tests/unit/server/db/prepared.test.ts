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
type Items = { items: { name: string; kind: string; size: number } };
const items = (handle: Db) => handle.withTables<Items>().selectFrom('items');

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
    const computed = prepared((handle, size: number) =>
      items(handle)
        .selectAll()
        .where('size', '=', size + 1),
    );
    await expect(computed(db, 1)).rejects.toThrow('argument value 0 is a parameter 0 times');
    const twice = prepared((handle, kind: string) => items(handle).selectAll().where('kind', '=', kind).where('name', '!=', kind));
    await expect(twice(db, 'x')).rejects.toThrow('argument value 0 is a parameter 2 times');
  });

  it('takes lists and rows: a query per shape (list lengths, row keys), each run with its call’s values', async () => {
    const named = prepared((handle, names: string[], kind: string) =>
      items(handle).select('name').where('name', 'in', names).where('kind', '=', kind).orderBy('name'),
    );
    expect(await named(db, ['a', 'c', 'b'], 'x')).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(await named(db, ['d'], 'y')).toEqual([{ name: 'd' }]);
    expect(await named(db, ['c', 'd'], 'x')).toEqual([]);
    expect(await named(db, ['b', 'c', 'd'], 'y')).toEqual([{ name: 'c' }, { name: 'd' }]);

    const added = prepared((handle, rows: { name: string; kind?: string; size: number }[]) =>
      handle
        .withTables<Items>()
        .insertInto('items')
        .values(rows as { name: string; kind: string; size: number }[]),
    );
    await added(db, [{ name: 'e', kind: 'z', size: 5 }]);
    await added(db, [
      { name: 'f', kind: 'z', size: 6 },
      { name: 'g', kind: 'w', size: 7 },
    ]);
    await added(db, [{ name: 'h', kind: 'w', size: 8 }]);
    const kinds = prepared((handle, kindsWanted: string[]) =>
      items(handle).select(['name', 'kind', 'size']).where('kind', 'in', kindsWanted).orderBy('name'),
    );
    expect(await kinds(db, ['z', 'w'])).toEqual([
      { name: 'e', kind: 'z', size: 5 },
      { name: 'f', kind: 'z', size: 6 },
      { name: 'g', kind: 'w', size: 7 },
      { name: 'h', kind: 'w', size: 8 },
    ]);
  });

  it('refuses a query that drops a value of a list', async () => {
    const firstOnly = prepared((handle, names: string[]) =>
      items(handle)
        .selectAll()
        .where('name', '=', names[0] as string),
    );
    await expect(firstOnly(db, ['a', 'b'])).rejects.toThrow('argument value 1 is a parameter 0 times');
  });
});
