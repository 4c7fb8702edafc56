import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, SQLITE_FILE, type Db } from '../../../../server/db/connect';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the background WAL checkpointer', () => {
  it('moves committed pages into the database file from its own thread, below the server connection’s backstop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    dirs.push(dataDir);
    const errors: unknown[] = [];
    const db = connect({ dataDir, databaseUrl: null }, undefined, { checkpointInBackground: { onError: (error) => errors.push(error) } });
    dbs.push(db);
    await sql`create table blobs (id integer primary key, body blob not null)`.execute(db);
    const file = join(dataDir, SQLITE_FILE);
    // 40 commits of 100 kB: about 1,000 pages, a tenth of the 10,000 at which the server's own connection checkpoints.
    for (let index = 0; index < 40; index += 1) await sql`insert into blobs (body) values (randomblob(100000))`.execute(db);
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(4_000_000), { timeout: 10_000, interval: 50 });
    expect(Number((await sql<{ count: number }>`select count(*) as count from blobs`.execute(db)).rows[0]?.count)).toBe(40);
    expect(errors).toEqual([]);
  });
});
