import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE, type DbLocation } from '../../server/db/connect';

export interface HeldLock {
  release: () => Promise<void>;
}

/**
 * What a backup or an operator's command does to the server's database, from a second connection: on SQLite
 * it holds the file's write lock (BEGIN IMMEDIATE), on PostgreSQL the market's row (SELECT … FOR UPDATE),
 * until released.
 */
export async function holdLock(location: DbLocation, marketId: string): Promise<HeldLock> {
  if (!location.databaseUrl) {
    const second = new SqliteDatabase(join(location.dataDir, SQLITE_FILE));
    second.exec('BEGIN IMMEDIATE');
    return {
      release: async () => {
        second.exec('COMMIT');
        second.close();
      },
    };
  }
  const second = new pg.Client({ connectionString: location.databaseUrl });
  await second.connect();
  await second.query('BEGIN');
  const { rowCount } = await second.query('SELECT id FROM markets WHERE id = $1 FOR UPDATE', [marketId]);
  if (rowCount !== 1) throw new Error(`no market ${marketId} to lock`);
  return {
    release: async () => {
      await second.query('COMMIT');
      await second.end();
    },
  };
}
