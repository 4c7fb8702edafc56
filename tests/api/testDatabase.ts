import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, SERVER_LOCK_WAIT_MS, SQLITE_FILE, type Db, type DbLocation } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';

/** Room the test data directories need at most at once (a database or two and their logs, a backup copy). */
const SCRATCH_ROOM_BYTES = 512 * 1024 * 1024;

function freeBytes(path: string): number {
  try {
    const stats = statfsSync(path);
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

/**
 * Where the tests' data directories go: RAM (/dev/shm) when the machine has room there, else the temp folder.
 * SQLite syncs its log to disk at every commit; in RAM a sync costs nothing, and no test is about power cuts.
 */
const SCRATCH_ROOT = freeBytes('/dev/shm') >= SCRATCH_ROOM_BYTES ? '/dev/shm' : tmpdir();

/** A new empty directory for a test's files (a SQLite data directory, a backup, a spec file). */
export const scratchDir = (prefix: string): string => mkdtempSync(join(SCRATCH_ROOT, prefix));

export const usesPostgres = () => process.env.API_TEST_DB === 'postgres';

export interface TestDatabase {
  db: Db;
  /** Where it lives: a second connection stands in for a second server process. */
  location: DbLocation;
  drop: () => Promise<void>;
}

/** A fresh database with no tables yet (SQLite, or PostgreSQL when API_TEST_DB=postgres): for migration tests. */
export const createEmptyTestDatabase = (): Promise<TestDatabase> => createTestDatabaseFrom(null);

/**
 * A fresh database holding what `template` holds (a migrated one, see createMigratedTemplate), or nothing when
 * null: SQLite copies the template's file, PostgreSQL creates the database from the template database. Its
 * connection waits `lockWaitMs` for a row or file another connection holds (the server's wait by default).
 */
export async function createTestDatabaseFrom(template: DbLocation | null, lockWaitMs = SERVER_LOCK_WAIT_MS): Promise<TestDatabase> {
  return usesPostgres()
    ? createPostgresDatabase(template?.databaseUrl ?? null, lockWaitMs)
    : createSqliteDatabase(template?.dataDir ?? null, lockWaitMs);
}

function createSqliteDatabase(templateDir: string | null, lockWaitMs: number): TestDatabase {
  const dataDir = scratchDir('exchange-api-');
  if (templateDir) copyFileSync(join(templateDir, SQLITE_FILE), join(dataDir, SQLITE_FILE));
  return opened({ dataDir, databaseUrl: null }, lockWaitMs, async () => rmSync(dataDir, { recursive: true, force: true }));
}

/** A connection to the database at `location`; dropping it closes the connection, then `remove`s the database. */
function opened(location: DbLocation, lockWaitMs: number, remove: () => Promise<unknown>): TestDatabase {
  const db = connect(location, lockWaitMs);
  return {
    db,
    location,
    drop: async () => {
      await db.destroy();
      await remove();
    },
  };
}

function adminUrl(): string {
  const url = process.env.TEST_PG_URL;
  if (!url) throw new Error('API_TEST_DB=postgres needs TEST_PG_URL (run through scripts/with-postgres.sh)');
  return url;
}

const databaseNameOf = (url: string) => new URL(url).pathname.slice(1);

async function createPostgresDatabase(templateUrl: string | null, lockWaitMs: number): Promise<TestDatabase> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const template = templateUrl ? ` TEMPLATE ${databaseNameOf(templateUrl)}` : '';
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return opened({ dataDir: '', databaseUrl: url.toString() }, lockWaitMs, () =>
    withAdmin((admin) => admin.query(`DROP DATABASE ${name} WITH (FORCE)`)),
  );
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database that the test databases are made from (tests/api/globalSetup.ts makes one per run): a
 * copy of it costs a fraction of migrating again. Closed, so PostgreSQL lets databases be created from it.
 */
export async function createMigratedTemplate(): Promise<{ location: DbLocation; drop: () => Promise<void> }> {
  const template = await createEmptyTestDatabase();
  await migrateToLatest(template.db);
  await template.db.destroy();
  const { databaseUrl, dataDir } = template.location;
  if (databaseUrl) await untilNoOneConnected(databaseNameOf(databaseUrl));
  return {
    location: template.location,
    drop: async () => {
      if (databaseUrl) await withAdmin((admin) => admin.query(`DROP DATABASE ${databaseNameOf(databaseUrl)} WITH (FORCE)`));
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL ends a closed connection's backend a moment later; a template must have none. */
async function untilNoOneConnected(name: string): Promise<void> {
  const connected = () =>
    withAdmin(async (admin) =>
      Number((await admin.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n),
    );
  for (let attempt = 0; attempt < 100 && (await connected()) > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}
