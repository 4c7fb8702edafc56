import { setTimeout as pause } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { isSqliteBusy } from './busy';

/** How long one attempt may block the event loop on a locked file (better-sqlite3 waits synchronously). */
export const SQLITE_BUSY_TIMEOUT_MS = 10;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');

/**
 * Runs statements that start no transaction or begin one again and again while another connection holds the
 * write lock, pausing asynchronously (the event loop serves other requests meanwhile). One stall is waited out
 * once: every statement meeting it waits until `waitMs` after the stall was first met, no longer, and after that
 * fails at its first busy answer, until a write goes through again. Statements queued behind a waiting one on
 * the single connection therefore never add their own full wait. A statement inside a transaction is never
 * repeated: with BEGIN IMMEDIATE it cannot meet a busy file.
 */
function createStallWait(database: SqliteDatabase.Database, waitMs: number) {
  let stallEndsAt: number | null = null;
  return async function whileBusy(query: CompiledQuery, attempt: () => Promise<QueryResult<unknown>>): Promise<QueryResult<unknown>> {
    for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
      try {
        const result = await attempt();
        if (!SelectQueryNode.is(query.query)) stallEndsAt = null;
        return result;
      } catch (error) {
        if (!isSqliteBusy(error) || database.inTransaction) throw error;
        stallEndsAt ??= Date.now() + waitMs;
        if (Date.now() + wait > stallEndsAt) throw error;
        await pause(wait);
      }
    }
  };
}

/**
 * Kysely's SQLite driver begins transactions deferred: one that reads first fails at its first write when
 * another connection writes meanwhile. This one begins them IMMEDIATE (the write lock is taken up front, so
 * a transaction either starts whole or not at all) and waits for a locked file without blocking the server.
 */
class ImmediateSqliteDriver implements Driver {
  private connection: DatabaseConnection | undefined;
  private readonly whileBusy: ReturnType<typeof createStallWait>;

  constructor(
    private readonly inner: Driver,
    database: SqliteDatabase.Database,
    waitMs: number,
  ) {
    this.whileBusy = createStallWait(database, waitMs);
  }

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection(connection);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.inner.rollbackTransaction(connection);

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    this.connection ??= {
      executeQuery: <R>(query: CompiledQuery) => this.whileBusy(query, () => inner.executeQuery(query)) as Promise<QueryResult<R>>,
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
