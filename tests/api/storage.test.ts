import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { PRODUCTION_SCRYPT_COST, setScryptCostForTests } from '../../server/services/passwords';
import { createTestUser, DEMO_PASSWORD, signedIn, startTestApp, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

async function everyStoredString(): Promise<string[]> {
  const values: string[] = [];
  for (const table of await test.db.introspection.getTables()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(test.db);
    for (const row of rows) for (const value of Object.values(row)) if (typeof value === 'string') values.push(value);
  }
  return values;
}

describe('storage', () => {
  it('SRV-03 SRV-05 passwords and tokens are stored only as hashes: no text column holds them', async () => {
    const oldPassword = 'Plain-Old-Secret-42';
    const newPassword = 'Plain-New-Secret-43';
    const user = await createTestUser(test, { password: oldPassword });
    const session = await signedIn(test.app, user.userName, oldPassword);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: session.headers,
      payload: { currentPassword: oldPassword, newPassword, confirmPassword: newPassword },
    });
    expect(response.json()).toMatchObject({ status: true });
    const demo = await signedIn(test.app, 'demo@Exchange', DEMO_PASSWORD);

    const stored = await everyStoredString();
    expect(stored.length).toBeGreaterThan(50);
    for (const secret of [oldPassword, newPassword, DEMO_PASSWORD, session.token, demo.token]) {
      expect(stored.filter((value) => value.includes(secret))).toEqual([]);
    }
  });

  it('SRV-03 password hashes are scrypt with N=16384 r=8 p=1 and a per-user salt', async () => {
    // The API suites hash at a lower cost (tests/api/setup.ts); this test is about the server's own.
    const testCost = setScryptCostForTests(PRODUCTION_SCRYPT_COST);
    onTestFinished(() => void setScryptCostForTests(testCost));
    const first = await createTestUser(test, { password: 'same-password' });
    const second = await createTestUser(test, { password: 'same-password' });
    const rows = await test.db.selectFrom('users').select('password_hash').where('id', 'in', [first.id, second.id]).execute();
    const hashes = rows.map((row) => row.password_hash);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(new Set(hashes).size).toBe(2);
  });
});
