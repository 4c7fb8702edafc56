import type { Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The operator's in-play bet delays by sport name, in seconds, as JSON ('{}': every sport at its default).
  await db.schema
    .alterTable('domains')
    .addColumn('in_play_delays', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domains').dropColumn('in_play_delays').execute();
}
