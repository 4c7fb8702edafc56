import { sql, type Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A bet on an exchange market is an order: its requested stake (stake_cents) splits into matched, still
  // waiting, cancelled and lapsed parts; house bets (bookmaker, fancy, casino) are matched in full when taken.
  await db.schema
    .alterTable('bets')
    .addColumn('size_matched_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('size_remaining_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('size_cancelled_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('size_lapsed_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Σ matched cents × price in hundredths: the average matched price without a float sum.
  await db.schema
    .alterTable('bets')
    .addColumn('matched_volume', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('order_status', 'text', (c) => c.notNull().defaultTo('EXECUTION_COMPLETE'))
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('persistence', 'text', (c) => c.notNull().defaultTo('lapse'))
    .execute();
  // Arrival order within the market: time priority at one price.
  await db.schema
    .alterTable('bets')
    .addColumn('order_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The commission charged on the user's net winnings of the market, kept on one of its bets so P&L nets it.
  await db.schema
    .alterTable('bets')
    .addColumn('commission_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update bets set size_matched_cents = stake_cents, matched_volume = stake_cents * round(price * 100)`.execute(db);
  await db.schema.createIndex('bets_market_waiting').on('bets').columns(['market_id', 'order_status', 'selection_id']).execute();

  await db.schema
    .alterTable('markets')
    .addColumn('last_order_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('positions')
    .addColumn('unmatched_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Commission on a user's net winnings of a market, in basis points (200 = 2 %).
  await db.schema
    .alterTable('domains')
    .addColumn('commission_bps', 'integer', (c) => c.notNull().defaultTo(200))
    .execute();

  await db.schema
    .createTable('fills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('selection_id', 'integer', (c) => c.notNull())
    .addColumn('back_bet_id', 'text', (c) => c.notNull())
    .addColumn('lay_bet_id', 'text', (c) => c.notNull())
    .addColumn('back_user_id', 'text', (c) => c.notNull())
    .addColumn('lay_user_id', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('size_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fills_market').on('fills').columns(['market_id', 'selection_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fills').execute();
  await db.schema.dropIndex('bets_market_waiting').execute();
  await db.schema.alterTable('domains').dropColumn('commission_bps').execute();
  await db.schema.alterTable('positions').dropColumn('unmatched_cents').execute();
  await db.schema.alterTable('markets').dropColumn('last_order_seq').execute();
  for (const column of [
    'commission_cents',
    'order_seq',
    'persistence',
    'order_status',
    'matched_volume',
    'size_lapsed_cents',
    'size_cancelled_cents',
    'size_remaining_cents',
    'size_matched_cents',
  ]) {
    await db.schema.alterTable('bets').dropColumn(column).execute();
  }
}
