import type { Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_live')
    .addColumn('feed_key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
