import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { AuthThrottleTable } from '../db/schema';

export type ThrottleRow = Selectable<AuthThrottleTable>;

export const findThrottles = (db: Db, keys: readonly string[]): Promise<ThrottleRow[]> =>
  keys.length === 0 ? Promise.resolve([]) : db.selectFrom('auth_throttle').selectAll().where('key', 'in', keys).execute();

/**
 * One more failure on `key`, atomically (several API processes may write at once): a row whose window
 * started at or before `windowCutoff` starts a new window at `nowIso`.
 */
export async function addFailure(
  db: Db,
  key: string,
  at: { nowIso: string; windowCutoff: string; newWindowEndsIso: string },
): Promise<void> {
  await db
    .insertInto('auth_throttle')
    .values({ key, failures: 1, window_start: at.nowIso, last_failure_at: at.nowIso, expires_at: at.newWindowEndsIso })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const windowOver = eb('auth_throttle.window_start', '<=', at.windowCutoff);
        return {
          failures: eb.case().when(windowOver).then(1).else(eb('auth_throttle.failures', '+', 1)).end(),
          window_start: eb.case().when(windowOver).then(at.nowIso).else(eb.ref('auth_throttle.window_start')).end(),
          expires_at: eb.case().when(windowOver).then(at.newWindowEndsIso).else(eb.ref('auth_throttle.expires_at')).end(),
          last_failure_at: at.nowIso,
        };
      }),
    )
    .execute();
}

export async function clearThrottles(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute();
}

/** Counters of a window that has ended carry no information: the table holds only the last hour's keys. */
export async function deleteExpiredThrottles(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('expires_at', '<=', nowIso).execute();
}
