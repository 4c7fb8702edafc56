import type { Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('markets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('sports_name', 'text', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text')
    .addColumn('in_play', 'integer', (c) => c.notNull())
    .addColumn('selections', 'text', (c) => c.notNull())
    .addColumn('outcomes', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('markets_match').on('markets').columns(['match_id', 'kind']).execute();

  await db.schema
    .createTable('positions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('market_id', 'text', (c) => c.notNull().references('markets.id'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('book', 'text', (c) => c.notNull())
    .addColumn('exposure_cents', 'bigint', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('positions_pk', ['user_id', 'market_id', 'round_id'])
    .execute();
  await db.schema.createIndex('positions_user_open').on('positions').columns(['user_id', 'open']).execute();
  await db.schema.createIndex('positions_market_open').on('positions').columns(['market_id', 'open']).execute();

  await db.schema.createIndex('bets_user_market').on('bets').columns(['user_id', 'market_id', 'status']).execute();
  await db.schema.createIndex('bets_user_created').on('bets').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('bets_user_settled').on('bets').columns(['user_id', 'settled_at']).execute();
  await db.schema.createIndex('ledger_bet').on('ledger').column('bet_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['ledger_bet', 'bets_user_settled', 'bets_user_created', 'bets_user_market']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('positions').execute();
  await db.schema.dropTable('markets').execute();
}
