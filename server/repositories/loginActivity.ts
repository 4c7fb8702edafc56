import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { LoginActivityTable } from '../db/schema';
import { offsetOf, type Page, type PageRequest } from './paging';

export type LoginActivityEntry = Selectable<LoginActivityTable>;

export async function insertLoginActivity(db: Db, entry: Insertable<LoginActivityTable>): Promise<void> {
  await db.insertInto('login_activity').values(entry).execute();
}

/** Whether the user has signed in successfully from `serverIp` since `sinceIso` (a known address). */
export async function hasSignedInFrom(db: Db, userId: string, serverIp: string, sinceIso: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_activity')
    .select('id')
    .where('user_id', '=', userId)
    .where('server_ip', '=', serverIp)
    .where('login_status', '=', 'Success')
    .where('login_time', '>=', sinceIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Newest first. */
export async function pageLoginActivity(db: Db, userId: string, request: PageRequest): Promise<Page<LoginActivityEntry>> {
  const mine = db.selectFrom('login_activity').where('user_id', '=', userId);
  const [items, count] = await Promise.all([
    mine.selectAll().orderBy('login_time', 'desc').orderBy('id', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    mine.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Retention: rows older than `beforeIso` go. */
export async function deleteLoginActivityBefore(db: Db, beforeIso: string): Promise<void> {
  await db.deleteFrom('login_activity').where('login_time', '<', beforeIso).execute();
}
