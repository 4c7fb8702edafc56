import { setTimeout as pause } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryCompiler } from 'kysely';
import { isSqliteBusy } from './busy';

/** How long one attempt may block the event loop on a locked file (better-sqlite3 waits synchronously). */
export const SQLITE_BUSY_TIMEOUT_MS = 10;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');

/**
 * Runs a statement that starts no transaction or begins one, again and again while another connection holds
 * the write lock, pausing asynchronously (the event loop serves other requests meanwhile) until `waitMs` has
 * passed. A statement inside a transaction is never repeated: with BEGIN IMMEDIATE it cannot meet a busy file.
 */
async function whileBusy<T>(database: SqliteDatabase.Database, waitMs: number, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || database.inTransaction || Date.now() + wait > deadline) throw error;
      await pause(wait);
    }
  }
}

/**
 * Kysely's SQLite driver begins transactions deferred: one that reads first fails at its first write when
 * another connection writes meanwhile. This one begins them IMMEDIATE (the write lock is taken up front, so
 * a transaction either starts whole or not at all) and waits for a locked file without blocking the server.
 */
class ImmediateSqliteDriver implements Driver {
  private connection: DatabaseConnection | undefined;

  constructor(
    private readonly inner: Driver,
    private readonly database: SqliteDatabase.Database,
    private readonly waitMs: number,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection(connection);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.inner.rollbackTransaction(connection);

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    this.connection ??= {
      executeQuery: (query) => whileBusy(this.database, this.waitMs, () => inner.executeQuery(query)),
      streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
    };
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN_IMMEDIATE);
  }

  savepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.inner.savepoint!(connection, name, compile);
  rollbackToSavepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
    this.inner.releaseSavepoint!(connection, name, compile);
}

/** SQLite with IMMEDIATE write transactions and an asynchronous wait of up to `waitMs` for a locked file. */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: SqliteDatabase.Database,
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly waitMs: number,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(super.createDriver(), this.database, this.waitMs);
  }
}
