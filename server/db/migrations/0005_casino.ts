import type { Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_rounds')
    .addColumn('mid', 'text', (c) => c.primaryKey())
    .addColumn('table_key', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('cards', 'text')
    .addColumn('win', 'text')
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('casino_rounds_table').on('casino_rounds').columns(['table_key', 'started_at']).execute();

  await db.schema
    .createTable('casino_live')
    .addColumn('table_key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
