import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import { newId } from '../db/ids';
import type { MinMaxTable } from '../db/schema';

export type MinMaxRow = Selectable<MinMaxTable>;

export const listBannerUrls = async (db: Db, domainId: string): Promise<string[]> =>
  (await db.selectFrom('banners').select('url').where('domain_id', '=', domainId).orderBy('position').orderBy('id').execute()).map(
    (row) => row.url,
  );

export const listNoticeTexts = async (db: Db, domainId: string): Promise<string[]> =>
  (await db.selectFrom('notices').select('text').where('domain_id', '=', domainId).orderBy('position').orderBy('id').execute()).map(
    (row) => row.text,
  );

/** Appends after the domain's last banner. */
export async function addBanner(db: Db, domainId: string, url: string): Promise<void> {
  const position = await nextPosition(db, 'banners', domainId);
  await db.insertInto('banners').values({ id: newId(), domain_id: domainId, url, position }).execute();
}

/** Appends after the domain's last notice. */
export async function addNotice(db: Db, domainId: string, text: string): Promise<void> {
  const position = await nextPosition(db, 'notices', domainId);
  await db.insertInto('notices').values({ id: newId(), domain_id: domainId, text, position }).execute();
}

async function nextPosition(db: Db, table: 'banners' | 'notices', domainId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

const minMaxOfDomain = prepared((db, domainId: string) => db.selectFrom('min_max').selectAll().where('domain_id', '=', domainId));

export const findMinMax = async (db: Db, domainId: string): Promise<MinMaxRow | undefined> => (await minMaxOfDomain(db, domainId))[0];

/** Inserts the domain's limits unless it already has some (operators' edits survive restarts). */
export async function ensureMinMax(db: Db, limits: Insertable<MinMaxTable>): Promise<void> {
  await db
    .insertInto('min_max')
    .values(limits)
    .onConflict((conflict) => conflict.column('domain_id').doNothing())
    .execute();
}
