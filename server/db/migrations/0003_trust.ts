import { sql, type Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The demo account is tied to its domain by this flag, not by its name; a deactivated account cannot sign in.
  await db.schema
    .alterTable('users')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update users set is_demo = 1
    where user_name = 'demo@' || (select title from domains where domains.id = users.domain_id)`.execute(db);

  // The address the server saw, beside the client's own report (device_ip).
  await db.schema
    .alterTable('login_activity')
    .addColumn('server_ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('login_activity_user_ip').on('login_activity').columns(['user_id', 'server_ip', 'login_status']).execute();
  // Failed attempts of unknown users or domains are no longer stored (only counted below): drop the old ones.
  await sql`delete from login_activity where user_id is null`.execute(db);

  // Failed sign-in and password-change counters, shared by every API process; rows expire.
  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_throttle_expires_at').on('auth_throttle').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_throttle').execute();
  await db.schema.dropIndex('login_activity_user_ip').execute();
  await db.schema.alterTable('login_activity').dropColumn('server_ip').execute();
  await db.schema.alterTable('users').dropColumn('active').execute();
  await db.schema.alterTable('users').dropColumn('is_demo').execute();
}
