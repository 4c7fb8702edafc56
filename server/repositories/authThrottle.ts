import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import { isPostgres } from '../db/dialect';
import type { AuthThrottleTable } from '../db/schema';

export type ThrottleRow = Selectable<AuthThrottleTable>;

/** A counter as the reservation leaves it: its window and the failures counted in it. */
export interface CounterUpdate {
  key: string;
  failures: number;
  windowStart: string;
  lastFailureAt: string;
  expiresAt: string;
}

/**
 * Runs `decide` on the keys' counters with every other writer of those keys held off until it has written,
 * so that parallel attempts see each other's counts: PostgreSQL locks the rows (in key order, so two attempts
 * never wait on each other crosswise); SQLite transactions begin IMMEDIATE, holding the database's write lock
 * before anything is read. Missing keys are created empty first so there is a row to lock.
 * `decide` answers the counters to write, or throws to write nothing. `keys` must be distinct.
 */
export async function updateCountersAtomically(
  db: Db,
  keys: readonly string[],
  emptyRow: { windowStart: string; expiresAt: string },
  decide: (rows: ThrottleRow[]) => CounterUpdate[],
): Promise<void> {
  const sorted = [...keys].sort();
  if (sorted.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_throttle')
      .values(
        sorted.map((key) => ({
          key,
          failures: 0,
          window_start: emptyRow.windowStart,
          last_failure_at: emptyRow.windowStart,
          expires_at: emptyRow.expiresAt,
        })),
      )
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const select = trx.selectFrom('auth_throttle').selectAll().where('key', 'in', sorted).orderBy('key');
    const rows = await (isPostgres(db) ? select.forUpdate() : select).execute();
    for (const update of decide(rows)) {
      await trx
        .updateTable('auth_throttle')
        .set({
          failures: update.failures,
          window_start: update.windowStart,
          last_failure_at: update.lastFailureAt,
          expires_at: update.expiresAt,
        })
        .where('key', '=', update.key)
        .execute();
    }
  });
}

/** Gives one reserved attempt back to each key (it turned out not to be a failure). */
export async function takeBackAttempt(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('auth_throttle')
    .set((eb) => ({
      failures: eb
        .case()
        .when('failures', '>', 0)
        .then(eb('failures', '-', 1))
        .else(0)
        .end(),
    }))
    .where('key', 'in', keys)
    .execute();
}

export async function clearThrottles(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute();
}

/** Counters of a window that has ended carry no information: the table holds only the last hour's keys. */
export async function deleteExpiredThrottles(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('expires_at', '<=', nowIso).execute();
}
