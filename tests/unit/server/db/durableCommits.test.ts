import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type ConnectOptions, type Db } from '../../../../server/db/connect';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** SQLite's `PRAGMA synchronous`: 2 is FULL, a log sync at every commit; 1 (NORMAL) syncs only at checkpoints. */
const FULL = 2;
const synchronousOf = async (db: Db) => Number((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous);

function opened(dataDir: string, options: ConnectOptions = {}): Db {
  const db = connect({ dataDir, databaseUrl: null }, undefined, options);
  dbs.push(db);
  return db;
}

describe('SQLite commits are durable on every connection', () => {
  it.each([
    { connection: 'the server’s, at a restart', options: {} },
    { connection: 'the order thread’s', options: { checkpointedElsewhere: true } },
  ])('$connection syncs the log at every commit, on a file already in WAL mode', async ({ options }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'durable-'));
    dirs.push(dataDir);
    const first = opened(dataDir);
    await sql`create table bets (id integer primary key)`.execute(first);
    expect(await synchronousOf(first)).toBe(FULL);
    await first.destroy();
    const again = opened(dataDir, options);
    expect(await synchronousOf(again)).toBe(FULL);
  });
});
