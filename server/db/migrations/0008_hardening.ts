import { sql, type Kysely } from 'kysely';

// Frozen history: takes Kysely<unknown> so later schema changes never break it.

interface UserNameRow {
  id: string;
  domain_id: string;
  user_name: string;
}

/**
 * User names become unique per domain without regard to case: `user_name_key` is the lower-cased name, unique
 * per domain. Where a domain already holds names that differ only in case, one account keeps the name: the
 * active one, else the oldest. Each other one keeps its money and history but is deactivated (no sign-in, its
 * sessions end) and gets the key `<name>#<id>`, which no typed name can match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('user_name_key', 'text').execute();
  const { rows } = await sql<UserNameRow>`select id, domain_id, user_name from users
    order by active desc, created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows) {
    const key = row.user_name.toLowerCase();
    const slot = `${row.domain_id}\n${key}`;
    if (!taken.has(slot)) {
      taken.add(slot);
      await sql`update users set user_name_key = ${key} where id = ${row.id}`.execute(db);
      continue;
    }
    await sql`update users set user_name_key = ${`${key}#${row.id}`}, active = 0 where id = ${row.id}`.execute(db);
    await sql`delete from sessions where user_id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('users_domain_user_name_key').on('users').columns(['domain_id', 'user_name_key']).unique().execute();
  await db.schema.createIndex('users_user_name_key').on('users').column('user_name_key').execute();
  // Retention deletes by age across users.
  await db.schema.createIndex('login_activity_login_time').on('login_activity').column('login_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_activity_login_time').execute();
  await db.schema.dropIndex('users_user_name_key').execute();
  await db.schema.dropIndex('users_domain_user_name_key').execute();
  await db.schema.alterTable('users').dropColumn('user_name_key').execute();
}
