import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<unknown> so later schema changes never break them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fav_icon_url', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('primary_color', 'text', (c) => c.notNull())
    .addColumn('secondary_color', 'text', (c) => c.notNull())
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('signup', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('casino_image_key', 'text', (c) => c.notNull())
    .addColumn('default_dark_mode', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('domain_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .execute();

  for (const table of ['banners', 'notices'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id').onDelete('cascade'))
      .addColumn(table === 'banners' ? 'url' : 'text', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_domain`).on(table).columns(['domain_id', 'position']).execute();
  }

  await db.schema
    .createTable('min_max')
    .addColumn('domain_id', 'text', (c) => c.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('odds_min', 'bigint', (c) => c.notNull())
    .addColumn('odds_max', 'bigint', (c) => c.notNull())
    .addColumn('fancy_min', 'bigint', (c) => c.notNull())
    .addColumn('fancy_max', 'bigint', (c) => c.notNull())
    .addColumn('bookmaker_min', 'bigint', (c) => c.notNull())
    .addColumn('bookmaker_max', 'bigint', (c) => c.notNull())
    .addColumn('delay_seconds', 'double precision', (c) => c.notNull())
    .addColumn('advance_bet_lock', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('role_permissions', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('exposure_limit_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_domain_user_name', ['domain_id', 'user_name'])
    .execute();
  await db.schema.createIndex('users_user_name').on('users').column('user_name').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('domain_id', 'text', (c) => c.references('domains.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('login_time', 'text', (c) => c.notNull())
    .addColumn('login_status', 'text', (c) => c.notNull())
    .addColumn('device_ip', 'text', (c) => c.notNull())
    .addColumn('isp', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_activity_user').on('login_activity').columns(['user_id', 'login_time']).execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('updated_of', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_history_user').on('password_history').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('bets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('market_type', 'text', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('sports_name', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text')
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('selection_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('odds_req', 'double precision', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('size', 'double precision', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull())
    .addColumn('favour_margin_cents', 'bigint', (c) => c.notNull())
    .addColumn('against_margin_cents', 'bigint', (c) => c.notNull())
    .addColumn('liability_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('place_time', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('bet_case', 'text')
    .addColumn('profit_loss_cents', 'bigint')
    .addColumn('remark', 'text', (c) => c.notNull())
    .addUniqueConstraint('bets_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('bets_user_status').on('bets').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('bets_user_match').on('bets').columns(['user_id', 'match_id']).execute();
  await db.schema.createIndex('bets_open_market').on('bets').columns(['status', 'market_id']).execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('display_text', 'text', (c) => c.notNull())
    .addColumn('payee_balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('payer_balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('payer_id', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('bet_id', 'text', (c) => c.references('bets.id'))
    .execute();
  await db.schema.createIndex('ledger_user_created').on('ledger').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('event_locks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('locked', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_locks_pk', ['user_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'event_locks',
    'ledger',
    'bets',
    'password_history',
    'login_activity',
    'sessions',
    'users',
    'sports',
    'min_max',
    'notices',
    'banners',
    'domain_hosts',
    'domains',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
