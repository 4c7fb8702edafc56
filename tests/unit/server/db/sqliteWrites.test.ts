import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, SQLITE_FILE, type Db } from '../../../../server/db/connect';

/** How long the other connection holds the lock: well inside the server's wait. */
const HELD_MS = 300;

let dataDir: string;
let db: Db;
let other: SqliteDatabase.Database;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sqlite-writes-'));
  db = connect({ dataDir, databaseUrl: null });
  await sql`create table items (name text primary key)`.execute(db);
  // Another writer on the same file: a backup, an operator's command.
  other = new SqliteDatabase(join(dataDir, SQLITE_FILE));
  other.pragma('busy_timeout = 0');
});
afterAll(async () => {
  other.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const insert = (trx: Db, name: string) =>
  trx
    .insertInto('items' as never)
    .values({ name } as never)
    .execute();

describe('SQLite write transactions', () => {
  it('take the write lock at BEGIN: another writer is kept out even while the transaction has only read', async () => {
    let otherWriter = 'not tried';
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from items`.execute(trx);
      try {
        other.exec('BEGIN IMMEDIATE');
        other.exec('ROLLBACK');
        otherWriter = 'got the lock';
      } catch (error) {
        otherWriter = (error as { code?: string }).code ?? 'failed';
      }
      await insert(trx, 'after-read');
    });
    expect(otherWriter).toBe('SQLITE_BUSY');
  });

  it('wait for a locked file without blocking the server: timers keep running until the lock is released', async () => {
    const events: string[] = [];
    other.exec('BEGIN IMMEDIATE');
    // These only run on time if the event loop is free while the transaction waits (a blocked loop runs an
    // overdue interval once).
    const ticking = setInterval(() => events.push('tick'), HELD_MS / 10);
    void pause(HELD_MS).then(() => {
      other.exec('COMMIT');
      events.push('released');
    });
    await db.transaction().execute((trx) => insert(trx, 'waited'));
    clearInterval(ticking);
    events.push('committed');
    expect(events.indexOf('released')).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)).toBe('committed');
    expect(other.prepare("select name from items where name = 'waited'").all()).toEqual([{ name: 'waited' }]);
  });
});
