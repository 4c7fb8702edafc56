import { sql } from 'kysely';
import type { Db } from './connect';
import { isPostgres } from './dialect';

/**
 * Which simulated things this process drives (a casino table, the sports feeds) when several API processes
 * share one PostgreSQL: exactly one process holds each named lead at a time.
 */
export interface Leadership {
  /** True when this process holds the lead called `name` (already, or it just took it). */
  tryLead(name: string): Promise<boolean>;
  /** Whether every lead this process holds is still good (false: all were lost). */
  stillLeading(): Promise<boolean>;
  release(): Promise<void>;
}

/** The embedded SQLite has one server process: it leads everything. */
const soleLeadership: Leadership = {
  tryLead: async () => true,
  stillLeading: async () => true,
  release: async () => undefined,
};

/**
 * PostgreSQL: a session advisory lock per name, taken on one connection this process keeps. If that connection
 * dies, PostgreSQL frees its locks and another process takes the leads over; this one then stops leading.
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
    async tryLead(name) {
      if (held.has(name)) return true;
      try {
        const single = await open();
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(single);
        if (rows[0]?.locked) held.add(name);
        return held.has(name);
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
