import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { LoginActivityTable } from '../db/schema';
import { offsetOf, type Page, type PageRequest } from './paging';

export type LoginActivityEntry = Selectable<LoginActivityTable>;

export async function insertLoginActivity(db: Db, entry: Insertable<LoginActivityTable>): Promise<void> {
  await db.insertInto('login_activity').values(entry).execute();
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
