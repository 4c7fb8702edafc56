import type { Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // On a hedge order of a cash out: the value that cash out locked, in cents (null: any other bet).
  await db.schema.alterTable('bets').addColumn('cash_out_cents', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bets').dropColumn('cash_out_cents').execute();
}
