import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { isPostgres } from '../../db/dialect';

/** Which tables this process deals. Exactly one process holds a table's lead at a time. */
export interface Leadership {
  /** True when this process leads the table (already, or it just took the lead). */
  tryLead(tableKey: string): Promise<boolean>;
  /** Whether the lead of every table this process holds is still good (false: all were lost). */
  stillLeading(): Promise<boolean>;
  release(): Promise<void>;
}

/** The embedded SQLite has one server process: it deals every table. */
const soleLeadership: Leadership = {
  tryLead: async () => true,
  stillLeading: async () => true,
  release: async () => undefined,
};

const lockName = (tableKey: string) => `casino-table:${tableKey}`;

/**
 * PostgreSQL: a session advisory lock per table, taken on one connection this process keeps. If that connection
 * dies, PostgreSQL frees its locks and another process takes the tables over; this one then stops dealing.
 */
function advisoryLeadership(db: Db): Leadership {
  let connection: Promise<Db> | null = null;
  let releaseConnection: (() => void) | null = null;
  const held = new Set<string>();

  const open = (): Promise<Db> =>
    (connection ??= new Promise<Db>((resolve, reject) => {
      db.connection()
        .execute((single) => {
          resolve(single);
          return new Promise<void>((done) => (releaseConnection = done));
        })
        .catch(reject);
    }));

  const drop = () => {
    held.clear();
    releaseConnection?.();
    releaseConnection = null;
    connection = null;
  };

  return {
    async tryLead(tableKey) {
      if (held.has(tableKey)) return true;
      try {
        const single = await open();
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${lockName(tableKey)})) as locked`.execute(single);
        if (rows[0]?.locked) held.add(tableKey);
        return held.has(tableKey);
      } catch {
        drop();
        return false;
      }
    },
    async stillLeading() {
      if (held.size === 0) return true;
      try {
        await sql`select 1`.execute(await open());
        return true;
      } catch {
        drop();
        return false;
      }
    },
    async release() {
      if (connection && held.size > 0) {
        const single = await connection;
        await sql`select pg_advisory_unlock_all()`.execute(single).catch(() => undefined);
      }
      drop();
    },
  };
}

export const leadershipFor = (db: Db): Leadership => (isPostgres(db) ? advisoryLeadership(db) : soleLeadership);
