import type { Kysely } from 'kysely';

// Frozen history: Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_pages')
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('domain_pages_pk', ['domain_id', 'slug'])
    .execute();

  await db.schema
    .createTable('user_stakes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // JSON array of the eight whole-number presets.
    .addColumn('stakes', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_stakes').execute();
  await db.schema.dropTable('domain_pages').execute();
}
