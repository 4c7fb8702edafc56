import type { Db } from '../db/connect';

export async function findPageBody(db: Db, domainId: string, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('domain_pages')
    .select('body')
    .where('domain_id', '=', domainId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.body;
}

export async function upsertPage(db: Db, page: { domainId: string; slug: string; body: string; updatedAt: string }): Promise<void> {
  await db
    .insertInto('domain_pages')
    .values({ domain_id: page.domainId, slug: page.slug, body: page.body, updated_at: page.updatedAt })
    .onConflict((conflict) => conflict.columns(['domain_id', 'slug']).doUpdateSet({ body: page.body, updated_at: page.updatedAt }))
    .execute();
}

export async function findStakesJson(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('user_stakes').select('stakes').where('user_id', '=', userId).executeTakeFirst();
  return row?.stakes;
}

export async function upsertStakes(db: Db, stakes: { userId: string; json: string; updatedAt: string }): Promise<void> {
  await db
    .insertInto('user_stakes')
    .values({ user_id: stakes.userId, stakes: stakes.json, updated_at: stakes.updatedAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ stakes: stakes.json, updated_at: stakes.updatedAt }))
    .execute();
}
