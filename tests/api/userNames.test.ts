import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { strings } from '../../contract/strings';
import { migrateToLatest, migrateUpTo } from '../../server/db/migrate';
import { createAccount } from '../../server/services/users';
import { createEmptyTestDatabase, createTestUser, localDomainId, signedIn, signInRequest, useTestApp } from './helper';

const test = useTestApp();

describe('user names are compared without regard to case', () => {
  it('SRV-03 "Alice" cannot be created beside "alice": a clear refusal and no second account', async () => {
    const first = await createTestUser(test, { userName: 'Alice-Case' });
    const domainId = await localDomainId(test.app);
    await expect(
      createAccount(test.db, test.clock.now, {
        domainId,
        userName: 'alice-case',
        password: 'pw-123456',
        openingBalance: 0,
        exposureLimit: 0,
      }),
    ).rejects.toThrow('This user name is already taken.');
    const rows = await test.db
      .selectFrom('users')
      .select('id')
      .where('domain_id', '=', domainId)
      .where(sql`lower(user_name)`, '=', 'alice-case')
      .execute();
    expect(rows.map((row) => row.id)).toEqual([first.id]);
  });

  it('SRV-03 sign-in finds the account whatever the case typed, and answers with the stored name', async () => {
    const user = await createTestUser(test, { userName: 'Bob-Mixed' });
    for (const typed of ['bob-mixed', 'BOB-MIXED', 'Bob-Mixed']) {
      const response = await signInRequest(test.app, typed, user.password);
      expect(response.json()).toMatchObject({
        status: true,
        message: strings.loginSuccessful,
        data: { user: { _id: user.id, userName: 'Bob-Mixed' } },
      });
    }
    await signedIn(test.app, 'bob-MIXED', user.password);
  });

  it('SRV-03 the sign-in limits count the account once, whatever the case typed', async () => {
    const user = await createTestUser(test, { userName: 'Carol-Limits' });
    for (const typed of ['carol-limits', 'CAROL-LIMITS', 'Carol-limits']) {
      expect((await signInRequest(test.app, typed, 'wrong', 'localhost', '10.70.0.1')).statusCode).toBe(200);
    }
    expect((await signInRequest(test.app, 'carol-LIMITS', user.password, 'localhost', '10.70.0.1')).statusCode).toBe(429);
  });
});

describe('migration 0008_hardening of names that differ only in case', () => {
  const database = createEmptyTestDatabase();
  afterAll(async () => (await database).drop());

  it('SRV-03 the active (else oldest) account keeps the name; the others keep their rows but are deactivated and signed out', async () => {
    const { db } = await database;
    await migrateUpTo(db, '0006_sports');
    await sql`insert into domains (id, title, fav_icon_url, logo_url, primary_color, secondary_color, background_color, layout,
      signup, status, casino_image_key, default_dark_mode, created_at)
      values ('d1', 'Old', '', '', '#000000', '#000000', '#000000', 'tamannah', 0, 'active', '', 0, '2025-01-01T00:00:00.000Z')`.execute(
      db,
    );
    const user = (id: string, name: string, createdAt: string, active: number) =>
      sql`insert into users (id, domain_id, user_name, password_hash, role_name, role_permissions, name, mobile, currency,
        balance_cents, exposure_limit_cents, created_at, active)
        values (${id}, 'd1', ${name}, 'x', 'User', '[]', ${name}, '', 'INR', 500, 0, ${createdAt}, ${active})`.execute(db);
    await user('u-old', 'Dana', '2025-01-01T00:00:00.000Z', 1);
    await user('u-new', 'dana', '2025-02-01T00:00:00.000Z', 1);
    await user('u-inactive-old', 'EVE', '2025-01-01T00:00:00.000Z', 0);
    await user('u-active-new', 'eve', '2025-03-01T00:00:00.000Z', 1);
    await user('u-alone', 'Frank', '2025-01-01T00:00:00.000Z', 1);
    await sql`insert into sessions (token_hash, user_id, created_at, expires_at)
      values ('t-new', 'u-new', '2025-02-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z'),
             ('t-old', 'u-old', '2025-02-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z')`.execute(db);

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('users')
      .select(['id', 'user_name', 'user_name_key', 'active', 'balance_cents'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ ...row, balance_cents: Number(row.balance_cents) }))).toEqual([
      { id: 'u-active-new', user_name: 'eve', user_name_key: 'eve', active: 1, balance_cents: 500 },
      { id: 'u-alone', user_name: 'Frank', user_name_key: 'frank', active: 1, balance_cents: 500 },
      { id: 'u-inactive-old', user_name: 'EVE', user_name_key: 'eve#u-inactive-old', active: 0, balance_cents: 500 },
      { id: 'u-new', user_name: 'dana', user_name_key: 'dana#u-new', active: 0, balance_cents: 500 },
      { id: 'u-old', user_name: 'Dana', user_name_key: 'dana', active: 1, balance_cents: 500 },
    ]);
    const sessions = await db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((row) => row.token_hash)).toEqual(['t-old']);
  });
});
