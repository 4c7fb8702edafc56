import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { vi } from 'vitest';
import { SQLITE_FILE, type DbLocation } from '../../server/db/connect';

export interface HeldLock {
  release: () => Promise<void>;
}

/** A second SQLite connection inside a write transaction (it holds the file's write lock) until released. */
function secondSqliteWriter(location: DbLocation): { second: SqliteDatabase.Database; release: () => Promise<void> } {
  const second = new SqliteDatabase(join(location.dataDir, SQLITE_FILE));
  second.exec('BEGIN IMMEDIATE');
  return {
    second,
    release: async () => {
      second.exec('COMMIT');
      second.close();
    },
  };
}

/** A second PostgreSQL connection inside a transaction, until released. */
async function secondPostgresTransaction(databaseUrl: string): Promise<{ second: pg.Client; release: () => Promise<void> }> {
  const second = new pg.Client({ connectionString: databaseUrl });
  await second.connect();
  await second.query('BEGIN');
  return {
    second,
    release: async () => {
      await second.query('COMMIT');
      await second.end();
    },
  };
}

/**
 * What a backup or an operator's command does to the server's database, from a second connection: on SQLite
 * it holds the file's write lock (BEGIN IMMEDIATE), on PostgreSQL the market's row (SELECT … FOR UPDATE),
 * until released.
 */
export async function holdLock(location: DbLocation, marketId: string): Promise<HeldLock> {
  if (!location.databaseUrl) return { release: secondSqliteWriter(location).release };
  const { second, release } = await secondPostgresTransaction(location.databaseUrl);
  const { rowCount } = await second.query('SELECT id FROM markets WHERE id = $1 FOR UPDATE', [marketId]);
  if (rowCount !== 1) throw new Error(`no market ${marketId} to lock`);
  return { release };
}

export interface HeldUserRows extends HeldLock {
  /** Takes one more user's row, waiting for it if another transaction holds it (SQLite: held with the file). */
  take: (userId: string) => Promise<void>;
  /** Resolves once another transaction waits for a lock (PostgreSQL); SQLite shows no such wait, so at once. */
  untilAnotherWaits: () => Promise<void>;
}

/**
 * A money transaction of another process, from a second connection: it holds the user's row (PostgreSQL row
 * lock, as a bet takes it; SQLite: the file's write lock) and takes more rows when told, until released.
 */
export async function holdUserRow(location: DbLocation, userId: string): Promise<HeldUserRows> {
  const lockRow = 'UPDATE users SET balance_cents = balance_cents WHERE id = ';
  if (!location.databaseUrl) {
    const { second, release } = secondSqliteWriter(location);
    second.prepare(`${lockRow}?`).run(userId);
    return { take: async (next) => void second.prepare(`${lockRow}?`).run(next), untilAnotherWaits: async () => undefined, release };
  }
  const { second, release } = await secondPostgresTransaction(location.databaseUrl);
  await second.query(`${lockRow}$1`, [userId]);
  return {
    take: async (next) => void (await second.query(`${lockRow}$1`, [next])),
    // pg_locks is read live, even inside this transaction.
    untilAnotherWaits: () =>
      vi.waitFor(
        async () => {
          const { rows } = await second.query<{ waiting: string }>('SELECT count(*) AS waiting FROM pg_locks WHERE NOT granted');
          if (Number(rows[0]?.waiting) === 0) throw new Error('no transaction waits for a lock yet');
        },
        { timeout: 10_000, interval: 20 },
      ),
    release,
  };
}
