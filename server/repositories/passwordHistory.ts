import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { PasswordHistoryTable } from '../db/schema';
import { offsetOf, type Page, type PageRequest } from './paging';

export type PasswordHistoryEntry = Selectable<PasswordHistoryTable>;

export async function insertPasswordHistory(db: Db, entry: Insertable<PasswordHistoryTable>): Promise<void> {
  await db.insertInto('password_history').values(entry).execute();
}

/** Newest first. */
export async function pagePasswordHistory(db: Db, userId: string, request: PageRequest): Promise<Page<PasswordHistoryEntry>> {
  const mine = db.selectFrom('password_history').where('user_id', '=', userId);
  const [items, count] = await Promise.all([
    mine.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    mine.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
