import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the background connection moves the write-ahead log into the database file. */
const CHECKPOINT_EVERY_MS = 200;
/**
 * The server's own connection checkpoints only when the log reaches this many pages (about 40 MB): a backstop,
 * should the background one fall behind or stop.
 */
const BACKSTOP_CHECKPOINT_PAGES = 10_000;

/** The worker's code (CommonJS, no TypeScript loader needed): its own connection, PASSIVE checkpoints on a timer. */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const database = new Database(workerData.file);
const timer = setInterval(() => {
  try {
    database.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Another checkpoint running, or the file busy: the next turn tries again.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

/** A connection of the process whose log another connection checkpoints: it checkpoints only at the backstop. */
export function checkpointOnlyAtBackstop(database: SqliteDatabase.Database): void {
  database.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
}

export interface WalCheckpointer {
  stop(): void;
}

/**
 * Checkpoints the SQLite file's write-ahead log from a connection on another thread, and leaves the server's
 * connection (`database`) only the backstop. A commit that finds the log past `wal_autocheckpoint` pages copies
 * it into the database file and syncs that file itself, on the event loop; with the log kept short from here,
 * the server's commits only append to it. A PASSIVE checkpoint waits for no reader or writer and takes no write
 * lock, so it never holds up a transaction of the server.
 */
export function startWalCheckpointer(database: SqliteDatabase.Database, file: string, onError: (error: unknown) => void): WalCheckpointer {
  checkpointOnlyAtBackstop(database);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS } });
  // Should the thread die, the server's own connection checkpoints at the backstop.
  worker.on('error', onError);
  worker.unref();
  return { stop: () => worker.postMessage('stop') };
}
