import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed/seed';
import { DEMO_PASSWORD, signInRequest, startTestApp, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const SEEDED_TABLES = ['domains', 'domain_hosts', 'banners', 'notices', 'users', 'ledger', 'sports', 'min_max'] as const;

const rowCounts = () =>
  Promise.all(
    SEEDED_TABLES.map(async (table) =>
      Number(
        (
          await test.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

describe('seed', () => {
  it('OPEN-016 SRV-03 seeding again adds nothing and the demo opening balance is one ledger deposit', async () => {
    const before = await rowCounts();
    await seed(test.db, { now: test.clock.now, demoPassword: DEMO_PASSWORD });
    expect(await rowCounts()).toEqual(before);
    expect(before.slice(0, 4)).toEqual([1, 2, 3, 2]);

    const demo = await test.db.selectFrom('users').selectAll().where('user_name', '=', 'demo@Exchange').executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ role_name: 'User', currency: 'INR', balance_cents: 10_000_000, exposure_limit_cents: 20_000_000 });
    const ledger = await test.db.selectFrom('ledger').selectAll().where('user_id', '=', demo.id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ type: 'deposite', amount_cents: 10_000_000, payee_balance_cents: 10_000_000 });
  });

  it('OPEN-016 each start resets the demo password to the configured one', async () => {
    await seed(test.db, { now: test.clock.now, demoPassword: 'rotated-demo-pass' });
    expect((await signInRequest(test.app, 'demo@Exchange', DEMO_PASSWORD)).json()).toMatchObject({ status: false });
    expect((await signInRequest(test.app, 'demo@Exchange', 'rotated-demo-pass')).json()).toMatchObject({ status: true });
  });
});
