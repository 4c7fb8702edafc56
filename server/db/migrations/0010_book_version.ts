import type { Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A new random value at every change of the market's waiting orders: a process keeps a market's book in
  // memory while the row still carries the version it last read or wrote ('' = never changed, never kept).
  await db.schema
    .alterTable('markets')
    .addColumn('book_version', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('markets').dropColumn('book_version').execute();
}
