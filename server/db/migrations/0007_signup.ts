import type { Kysely } from 'kysely';

/** 50 000 currency units: the exposure limit a self-registered bettor starts with until the operator sets one. */
const DEFAULT_EXPOSURE_LIMIT_CENTS = 5_000_000;

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('domains')
    .addColumn('default_exposure_limit_cents', 'bigint', (c) => c.notNull().defaultTo(DEFAULT_EXPOSURE_LIMIT_CENTS))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domains').dropColumn('default_exposure_limit_cents').execute();
}
