import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import type { CliContext } from '../../server/cli/command';
import type { Db } from '../../server/db/connect';
import { addBannerTo, addNoticeTo } from '../../server/cli/commands/content';
import { upsertDomain } from '../../server/cli/commands/domain';
import { setLock } from '../../server/cli/commands/lock';
import { depositMoney, withdrawMoney } from '../../server/cli/commands/money';
import { createUser } from '../../server/cli/commands/user';
import { EXIT_OK, EXIT_USAGE, runAdmin } from '../../server/cli/run';
import { adminArgs } from './adminProcess';
import { placeTestBet } from './fixtures';
import { authHeaders, DEMO_PASSWORD, scratchDir, signedIn, signInRequest, startTestApp, type TestApp } from './helper';

let test: TestApp;
let context: CliContext;
const output: string[] = [];
beforeAll(async () => {
  test = await startTestApp();
  context = { db: test.db, now: test.clock.now, demoPassword: () => DEMO_PASSWORD, out: (line) => output.push(line) };
});
afterAll(() => test.close());

const domainOf = async (host: string) =>
  endpoints.domainByHost.response.parse(
    (await test.app.inject({ method: 'GET', url: `/api/domain/host/${host}`, headers: { d: host } })).json(),
  ).data;

const balanceOf = async (userName: string) =>
  (await test.db.selectFrom('users').select('balance_cents').where('user_name', '=', userName).executeTakeFirstOrThrow()).balance_cents /
  100;

describe('operator CLI commands', () => {
  it('DOM-15 OPEN-016 domain:upsert creates a domain on several hosts with its demo account, then updates it', async () => {
    await upsertDomain(context, { host: ['brand.test', 'www.brand.test'], title: 'Brand', primary: '#112233', layout: 'aura' });
    const created = await domainOf('www.brand.test');
    expect(created).toMatchObject({ title: 'Brand', primaryColor: '#112233', layout: 'aura', status: 'active' });
    expect((await signInRequest(test.app, 'demo@Brand', DEMO_PASSWORD, 'brand.test')).json()).toMatchObject({ status: true });

    await upsertDomain(context, { host: ['brand.test'], title: 'Brand', status: 'suspend', dark: true, signup: true });
    const updated = await domainOf('brand.test');
    expect(updated).toMatchObject({ _id: created._id, status: 'suspend', defaultDarkMode: true, signup: true, layout: 'aura' });
  });

  it('SRV-03 user:create makes an account that signs in with its opening balance; duplicates and unknown hosts fail', async () => {
    await createUser(context, { host: 'localhost', username: 'cli-user', password: 'cli-pass-1', balance: 750, exposureLimit: 3_000 });
    const signIn = (await signInRequest(test.app, 'cli-user', 'cli-pass-1')).json() as { data: { user: { openingBalance: number } } };
    expect(signIn.data.user.openingBalance).toBe(750);
    await expect(
      createUser(context, { host: 'localhost', username: 'cli-user', password: 'cli-pass-1', balance: 1, exposureLimit: 1 }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createUser(context, { host: 'nowhere.test', username: 'x', password: 'cli-pass-1', balance: 1, exposureLimit: 1 }),
    ).rejects.toThrow(/no domain serves host nowhere.test/);
  });

  it('money:deposit and money:withdraw move the balance and append ledger rows; withdraw keeps open exposure covered', async () => {
    await createUser(context, { host: 'localhost', username: 'cli-money', password: 'cli-pass-1', balance: 100, exposureLimit: 1_000 });
    expect(await depositMoney(context, { username: 'cli-money', amount: 50.25, remark: 'top-up' })).toBe(150.25);
    const user = await test.db.selectFrom('users').selectAll().where('user_name', '=', 'cli-money').executeTakeFirstOrThrow();
    await placeTestBet(test, await signedIn(test.app, 'cli-money', 'cli-pass-1'), 'casino', { stake: 100 });
    await expect(withdrawMoney(context, { username: 'cli-money', amount: 50.26 })).rejects.toThrow(/Insufficient balance/);
    expect(await balanceOf('cli-money')).toBe(150.25);
    expect(await withdrawMoney(context, { username: 'cli-money', amount: 50.25 })).toBe(100);
    const ledger = await test.db
      .selectFrom('ledger')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => [row.type, row.amount_cents])).toEqual([
      ['deposite', 10_000],
      ['deposite', 5_025],
      ['withdraw', 5_025],
    ]);
    expect(ledger[2]).toMatchObject({ payer_id: user.id, payer_balance_cents: 10_000 });
  });

  it('SRV-33 SRV-34 notice:add and banner:add append to the domain', async () => {
    await upsertDomain(context, { host: ['content.test'], title: 'Content' });
    await addNoticeTo(context, { host: 'content.test', text: 'First notice' });
    await addNoticeTo(context, { host: 'content.test', text: 'Second notice' });
    await addBannerTo(context, { host: 'content.test', url: '/brand/banner-2.svg' });
    const id = (await domainOf('content.test'))._id;
    const demoToken = (await signInRequest(test.app, 'demo@Content', DEMO_PASSWORD, 'content.test')).json() as {
      data: { userToken: string };
    };
    const notices = await test.app.inject({
      method: 'GET',
      url: `/api/domain/notice/get/${id}`,
      headers: authHeaders(demoToken.data.userToken, id),
    });
    expect(notices.json()).toEqual({ status: true, data: [{ notice: 'First notice' }, { notice: 'Second notice' }] });
    const banners = await test.app.inject({ method: 'GET', url: `/api/domain/banner/get/${id}`, headers: { d: 'content.test' } });
    expect(banners.json()).toEqual({ status: true, data: [{ banner: '/brand/banner-2.svg' }] });
  });

  it('lock:set stores and flips a user’s lock on an event id', async () => {
    await createUser(context, { host: 'localhost', username: 'cli-lock', password: 'cli-pass-1', balance: 0, exposureLimit: 0 });
    await setLock(context, { username: 'cli-lock', eventId: 4, lock: true });
    await setLock(context, { username: 'cli-lock', eventId: 2, lock: true });
    await setLock(context, { username: 'cli-lock', eventId: 4, lock: false });
    const rows = await test.db
      .selectFrom('event_locks')
      .innerJoin('users', 'users.id', 'event_locks.user_id')
      .select(['event_id', 'locked'])
      .where('users.user_name', '=', 'cli-lock')
      .orderBy('event_id')
      .execute();
    expect(rows).toEqual([
      { event_id: 2, locked: 1 },
      { event_id: 4, locked: 0 },
    ]);
  });
});

/** The test's database, which runAdmin may "close" after its command without closing it. */
const keptOpen = (db: Db): Db =>
  new Proxy(db, {
    get: (target, property) => {
      if (property === 'destroy') return async () => undefined;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

describe('operator CLI arguments', () => {
  const runtime = () => {
    const lines = { out: [] as string[], err: [] as string[] };
    const openDb = vi.fn(async () => test.db);
    return {
      lines,
      openDb,
      runtime: {
        openDb,
        now: test.clock.now,
        demoPassword: () => DEMO_PASSWORD,
        out: (line: string) => lines.out.push(line),
        err: (line: string) => lines.err.push(line),
      },
    };
  };

  it('SRV-02 SRV-03 help lists every command', async () => {
    const { lines, runtime: io } = runtime();
    expect(await runAdmin(['help'], io)).toBe(EXIT_OK);
    for (const name of ['domain:upsert', 'user:create', 'money:deposit', 'money:withdraw', 'notice:add', 'banner:add', 'lock:set']) {
      expect(lines.out.join('\n')).toContain(name);
    }
  });

  it('SRV-01 bad arguments exit with code 2 and one clear line, before the database is opened', async () => {
    for (const argv of [
      ['nope'],
      ['user:create', '--host', 'localhost'],
      ['money:deposit', '--username', 'u', '--amount', '-5'],
      ['money:deposit', '--username', 'u', '--amount', '12.345'],
      ['lock:set', '--username', 'u', '--event-id', '4', '--lock', 'maybe'],
      ['domain:upsert', '--host', 'a.test', '--title', 'A', '--primary', 'red'],
      ['notice:add', '--host', 'a.test', '--text', 'x', '--unknown', 'y'],
    ]) {
      const { lines, openDb, runtime: io } = runtime();
      expect(await runAdmin(argv, io), argv.join(' ')).toBe(EXIT_USAGE);
      expect(lines.err, argv.join(' ')).toHaveLength(1);
      expect(openDb).not.toHaveBeenCalled();
    }
  });

  it('SRV-01 names the missing flag', async () => {
    const { lines, runtime: io } = runtime();
    await runAdmin(['user:create', '--host', 'localhost', '--username', 'u', '--balance', '1', '--exposure-limit', '1'], io);
    expect(lines.err).toEqual(['error: user:create: --password is required']);
  });

  it('SRV-03 user:create reads the password from standard input (--password-stdin) or a prompt, never needing --password', async () => {
    for (const [from, flags] of [
      ['stdin', ['--password-stdin']],
      ['prompt', []],
    ] as const) {
      const { lines, runtime: io } = runtime();
      const readSecret = vi.fn(async () => `secret-from-${from}`);
      const argv = ['user:create', '--host', 'localhost', '--username', `cli-${from}`, ...flags, '--balance', '5', '--exposure-limit', '5'];
      expect(await runAdmin(argv, { ...io, openDb: async () => keptOpen(test.db), readSecret }), lines.err.join('\n')).toBe(EXIT_OK);
      expect(readSecret).toHaveBeenCalledWith(from);
      expect((await signInRequest(test.app, `cli-${from}`, `secret-from-${from}`)).json()).toMatchObject({ status: true });
    }
  });

  it('SRV-01 --password and --password-stdin together are refused; help marks --password as for scripts only', async () => {
    const { lines, runtime: io } = runtime();
    const argv = ['user:create', '--host', 'localhost', '--username', 'u', '--password', 'x'.repeat(8), '--password-stdin'];
    expect(await runAdmin([...argv, '--balance', '1', '--exposure-limit', '1'], { ...io, readSecret: vi.fn() })).toBe(EXIT_USAGE);
    expect(lines.err).toEqual(['error: user:create: give --password or --password-stdin, not both']);
    const help = runtime();
    await runAdmin(['help'], help.runtime);
    expect(help.lines.out.join('\n')).toMatch(/--password-stdin.*--password P is for scripts only/);
  });

  it('SRV-03 the real entry reads --password-stdin from a pipe', () => {
    const dataDir = scratchDir('exchange-cli-');
    try {
      const argv = [
        'user:create',
        '--host',
        'localhost',
        '--username',
        'piped',
        '--password-stdin',
        '--balance',
        '1',
        '--exposure-limit',
        '1',
      ];
      const result = spawnSync(process.execPath, adminArgs(argv), {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_PASSWORD: DEMO_PASSWORD },
        input: 'piped-secret-1\n',
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('user piped');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A process starts and migrates a new database: give a loaded machine room.
  }, 60_000);

  it('SRV-01 a run of the real entry with bad arguments exits with code 2', () => {
    const dataDir = scratchDir('exchange-cli-');
    try {
      const result = spawnSync(process.execPath, adminArgs(['money:withdraw', '--amount', 'lots']), {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(result.status).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toContain('money:withdraw');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
