import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import { runMarkedStatementsByName } from './namedStatements';
import type { Database } from './schema';
import { ImmediateSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqliteWrites';
import { checkpointOnlyAtBackstop, startWalCheckpointer } from './walCheckpointer';

export interface DbLocation {
  dataDir: string;
  databaseUrl: string | null;
}

export type Db = Kysely<Database>;

export const SQLITE_FILE = 'exchange.sqlite';

/**
 * How long the server waits for a row or file another connection holds locked before the statement fails
 * (a bet is then refused as busy, an engine retries it): short enough that a bet is answered within 5 s.
 */
export const SERVER_LOCK_WAIT_MS = 2_000;
/** An operator's command waits its turn rather than failing while the engines write. */
export const OPERATOR_LOCK_WAIT_MS = 15_000;

export interface ConnectOptions {
  /** SQLite: checkpoint the write-ahead log from another thread (the server; see walCheckpointer.ts). */
  checkpointInBackground?: { onError: (error: unknown) => void };
  /** SQLite: another connection of this process checkpoints in the background; this one keeps only the backstop. */
  checkpointedElsewhere?: boolean;
}

/** PostgreSQL when `databaseUrl` is set, else the embedded SQLite file `${dataDir}/exchange.sqlite`. */
export function connect(location: DbLocation, lockWaitMs = SERVER_LOCK_WAIT_MS, options: ConnectOptions = {}): Db {
  return location.databaseUrl ? connectPostgres(location.databaseUrl, lockWaitMs) : connectSqlite(location.dataDir, lockWaitMs, options);
}

function connectSqlite(dataDir: string, lockWaitMs: number, options: ConnectOptions): Db {
  const file = join(dataDir, SQLITE_FILE);
  keepPrivate(dataDir, file);
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // Every commit syncs the log, so an acknowledged bet survives a power cut. Said on every connection: this
  // build of SQLite (better-sqlite3's) gives a connection that opens a file already in WAL mode (every start but
  // the first, every order thread) NORMAL, which syncs only at checkpoints.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  // better-sqlite3 waits for a locked file synchronously, the whole server with it: the dialect waits instead.
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  if (options.checkpointedElsewhere) checkpointOnlyAtBackstop(database);
  const checkpointer = options.checkpointInBackground && startWalCheckpointer(database, file, options.checkpointInBackground.onError);
  const close = () => {
    checkpointer?.stop();
    database.close();
  };
  const dialect = new ImmediateSqliteDialect(database, { database: withStatementCache(database, close) }, lockWaitMs);
  const db = new Kysely<Database>({ dialect });
  sqliteConnections.set(db, database);
  return db;
}

const sqliteConnections = new WeakMap<Db, SqliteDatabase.Database>();

/** The driver's connection under a SQLite `Db` (for what only it can do, such as the online backup); null on PostgreSQL. */
export const sqliteConnectionOf = (db: Db): SqliteDatabase.Database | null => sqliteConnections.get(db) ?? null;

/**
 * The file holds password hashes: the folder is the owner's alone (0700) and so is the file (0600). SQLite gives
 * its -wal and -shm files the mode of the database file, so creating the file 0600 first covers them too;
 * files of an older start are tightened with chmod, which opens nothing.
 * Only a file this call creates is opened here (O_EXCL): closing a descriptor of a file drops every POSIX lock the
 * process holds on it, so opening and closing the database file beside a connection of this process (the order
 * thread connects while the server's connection is open) would leave SQLite believing it holds locks it lost,
 * and the next other process to close the file would take itself for the last one and delete the log.
 */
export function keepPrivate(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  createIfMissing(file, 0o600);
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
}

/** Creates an empty file with the mode; a file already there is left alone, unopened. */
export function createIfMissing(file: string, mode: number): void {
  try {
    closeSync(openSync(file, 'wx', mode));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Distinct SQL texts kept prepared: every query the server builds, with room to spare. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing cost a bet about a fifth of its CPU. The driver runs one query at
 * a time on the one connection (and reads with `all`, not a lazy iterator), so a prepared statement is free to
 * reuse as soon as its query returned. Least recently used texts leave first.
 */
function withStatementCache(database: SqliteDatabase.Database, close: () => void): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close,
    prepare: (text: string) => {
      const cached = statements.get(text);
      if (cached) statements.delete(text);
      const statement = cached ?? database.prepare(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// bigint (cents) and numeric (sums) arrive as strings from pg; our amounts fit a double exactly.
const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID || oid === NUMERIC_OID
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

function connectPostgres(connectionString: string, lockWaitMs: number): Db {
  const options = `-c lock_timeout=${lockWaitMs}`;
  const pool = new pg.Pool({ connectionString, max: 10, types: { getTypeParser }, options });
  // An idle connection the server ends (restart, failover, admin termination) is re-emitted here; unheard,
  // it would crash the process. The pool has already dropped that client; the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  runMarkedStatementsByName(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
