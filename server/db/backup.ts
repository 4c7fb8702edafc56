import { closeSync, openSync, rmSync } from 'node:fs';
import type SqliteDatabase from 'better-sqlite3';

/** Pages per backup step: all of them, so the copy is one read of one moment (see below). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database into `out`, a file that must not exist yet, with SQLite's online backup: a consistent
 * copy of one moment, beside a server that keeps writing. In one step, because a copy made in steps starts over
 * whenever another process writes between two of them, and the server writes every second; the step reads as a
 * reader does in WAL mode, so no writer waits for it. The copy holds password hashes: created 0600.
 */
export async function backupTo(database: SqliteDatabase.Database, out: string): Promise<void> {
  createExclusive(out);
  try {
    await database.backup(out, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(out, { force: true });
    throw error;
  }
}

/** The new file is not the database nor any file a connection has open, so closing it drops no lock. */
function createExclusive(out: string): void {
  try {
    closeSync(openSync(out, 'wx', 0o600));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new Error(`${out} already exists: give a new file`);
    throw new Error(`cannot create ${out}: ${code === 'ENOENT' ? 'no such folder' : (code ?? (error as Error).message)}`);
  }
}
