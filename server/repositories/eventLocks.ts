import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';

export async function setEventLock(db: Db, lock: { userId: string; eventId: number; locked: boolean; updatedAt: string }): Promise<void> {
  const locked = lock.locked ? 1 : 0;
  await db
    .insertInto('event_locks')
    .values({ user_id: lock.userId, event_id: lock.eventId, locked, updated_at: lock.updatedAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'event_id']).doUpdateSet({ locked, updated_at: lock.updatedAt }))
    .execute();
}

/** SRV-29: whether the user's sport or casino table (event id) is locked for betting. */
const eventLock = prepared((db, userId: string, eventId: number) =>
  db.selectFrom('event_locks').select('locked').where('user_id', '=', userId).where('event_id', '=', eventId),
);

export async function isEventLocked(db: Db, userId: string, eventId: number): Promise<boolean> {
  return (await eventLock(db, userId, eventId))[0]?.locked === 1;
}

/** SRV-29: the user's lock rows (locked or not), by event id. */
export async function locksOf(db: Db, userId: string): Promise<{ eventId: number; lock: boolean }[]> {
  const rows = await db
    .selectFrom('event_locks')
    .select(['event_id', 'locked'])
    .where('user_id', '=', userId)
    .orderBy('event_id')
    .execute();
  return rows.map((row) => ({ eventId: row.event_id, lock: row.locked === 1 }));
}
