import type { Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // When a casino round's betting window ends, stored with the round's markets as they open.
  await db.schema.alterTable('markets').addColumn('bets_close_at', 'text').execute();
}
