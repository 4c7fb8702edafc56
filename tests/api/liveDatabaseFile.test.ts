import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/connect';
import { freePort, signInOver, startApiProcess, type ApiProcess } from '../../scripts/apiProcess';
import { runAdminProcess } from './adminProcess';
import { createTestDatabase, DEMO_PASSWORD, scratchDir, usesPostgres, WITHOUT_ENGINES } from './helper';
import { betPayload, marketSpec } from './markets';

const USER = 'file-reader';
const PASSWORD = 'file-reader-pass';
const WORKERS = 12;
const ACKS_BEFORE_KILL = 100;
/** Refused orders do not go on for ever: the burst gives up after this many sent. */
const MOST_SENT = 1_000;

let server: ApiProcess | undefined;
let cleanUp: (() => Promise<void> | void) | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await cleanUp?.();
});

/** What an operator does beside the server: a read with the `sqlite3` shell, then one with a second driver connection. */
async function readBesideServer(file: string): Promise<void> {
  const shell = await promisify(execFile)('/usr/bin/sqlite3', [file, 'select count(*) from users']);
  expect(Number(shell.stdout.trim())).toBeGreaterThan(0);
  const second = new SqliteDatabase(file, { fileMustExist: true });
  expect(second.prepare('select count(*) as users from users').get()).toMatchObject({ users: expect.any(Number) });
  second.close();
}

/** The paths of the database's files the process has open, as /proc shows them (" (deleted)" once unlinked). */
function openDatabaseFiles(pid: number, file: string): string[] {
  const fdDir = `/proc/${pid}/fd`;
  const links = readdirSync(fdDir).map((fd) => {
    try {
      return readlinkSync(join(fdDir, fd));
    } catch {
      return ''; // closed since the listing
    }
  });
  return links.filter((link) => link.startsWith(file));
}

function expectLogStillLinked(running: ApiProcess, file: string): void {
  expect(existsSync(`${file}-wal`)).toBe(true);
  const open = openDatabaseFiles(running.child.pid as number, file);
  expect(open).toContain(`${file}-wal`);
  expect(open.filter((path) => path.endsWith('(deleted)'))).toEqual([]);
}

function withDatabase<T>(file: string, read: (database: SqliteDatabase.Database) => T): T {
  const database = new SqliteDatabase(file, { fileMustExist: true });
  try {
    return read(database);
  } finally {
    database.close();
  }
}

function expectConsistent(database: SqliteDatabase.Database): void {
  expect(database.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  // Every balance is the sum of its ledger rows, counted apart from the server's code.
  const mismatches = database
    .prepare(
      `select u.user_name, u.balance_cents,
        (select coalesce(sum(case when l.type = 'deposite' then l.amount_cents else -l.amount_cents end), 0) from ledger l where l.user_id = u.id) as ledger_cents
       from users u`,
    )
    .all()
    .filter((row) => (row as { balance_cents: number }).balance_cents !== (row as { ledger_cents: number }).ledger_cents);
  expect(mismatches).toEqual([]);
}

async function balanceOver(baseUrl: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/letest-user-details`, { headers });
  return ((await response.json()) as { data: { openingBalance: number } }).data.openingBalance;
}

/** Exchange orders from several clients until the server dies; returns the idempotency keys it acknowledged. */
async function ordersUntilKilled(baseUrl: string, headers: Record<string, string>, spec: ReturnType<typeof marketSpec>, kill: () => void) {
  const acknowledged: string[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < MOST_SENT) {
      const key = `burst-${(sent += 1)}`;
      // A back at 3.0 on a book with no lays: it rests, so every answer is an order stored.
      const body = JSON.stringify({ ...betPayload(spec, { price: 3, stake: 100, idempotencyKey: key }), persistence: 'PERSIST' });
      const answer = await fetch(`${baseUrl}/api/bet/save2`, { method: 'POST', headers, body }).catch(() => undefined);
      if (!answer) return;
      if (answer.status === 200) acknowledged.push(key);
      if (acknowledged.length === ACKS_BEFORE_KILL) kill();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  kill(); // had it not died yet, the count below fails the test
  return acknowledged;
}

describe('the SQLite file read by other processes beside the running server', () => {
  if (usesPostgres()) {
    it('the backup command on PostgreSQL refuses, names pg_dump and writes nothing', async () => {
      const database = await createTestDatabase(Date.now);
      const dataDir = scratchDir('exchange-pg-backup-');
      cleanUp = async () => {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      };
      const out = join(dataDir, 'copy.sqlite');
      const run = await runAdminProcess(['backup', '--out', out], {
        dataDir,
        databaseUrl: database.location.databaseUrl as string,
        demoPassword: DEMO_PASSWORD,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('use pg_dump');
      expect(existsSync(out)).toBe(false);
    }, 60_000);
    return;
  }

  it('SRV-03 SRV-04 SRV-13 the server keeps its log: CLI users sign in, CLI deposits show, the file stays whole, a backup copies it, a kill -9 loses no acknowledged order', async () => {
    const dataDir = scratchDir('exchange-file-');
    cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
    const file = join(dataDir, SQLITE_FILE);
    const where = { dataDir, demoPassword: DEMO_PASSWORD };
    const admin = (...argv: string[]) => runAdminProcess(argv, where);
    const port = await freePort();

    server = await startApiProcess({ port, ...where, env: WITHOUT_ENGINES });
    await readBesideServer(file);
    expectLogStillLinked(server, file);

    const created = await admin(
      'user:create',
      '--host',
      'localhost',
      '--username',
      USER,
      '--password',
      PASSWORD,
      '--balance',
      '1000000',
      '--exposure-limit',
      '1000000',
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const headers = await signInOver(server.baseUrl, USER, PASSWORD);
    expect(await admin('money:deposit', '--username', USER, '--amount', '250.50')).toMatchObject({ code: 0, stderr: '' });
    expect(await balanceOver(server.baseUrl, headers)).toBe(1_000_250.5);

    const copy = join(dataDir, 'copy.sqlite');
    expect(await admin('backup', '--out', copy)).toMatchObject({ code: 0, stderr: '' });
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    withDatabase(copy, (backup) => {
      expect(backup.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(backup.prepare('select balance_cents from users where user_name = ?').all(USER)).toEqual([{ balance_cents: 100_025_050 }]);
    });
    // A backup never writes over a file that is there (the database itself, or an older copy).
    expect(await admin('backup', '--out', file)).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });

    await server.stop();
    withDatabase(file, expectConsistent);

    // Started again, read beside again, then killed in a burst of exchange orders.
    server = await startApiProcess({ port, ...where, env: WITHOUT_ENGINES });
    await readBesideServer(file);
    expectLogStillLinked(server, file);
    const spec = marketSpec('matchOdds', {
      inPlay: false,
      selections: [11, 12].map((selectionId) => ({ selectionId, name: `Team ${selectionId}`, back: null, lay: null })),
    });
    expect(await admin('market:open', '--json', JSON.stringify(spec))).toMatchObject({ code: 0, stderr: '' });
    const killed = server;
    const acknowledged = await ordersUntilKilled(killed.baseUrl, headers, spec, () => killed.child.kill('SIGKILL'));
    await killed.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    server = await startApiProcess({ port, ...where, env: WITHOUT_ENGINES });
    const stored = withDatabase(file, (database) =>
      database.prepare('select idempotency_key from bets where market_id = ?').pluck().all(spec.marketId),
    );
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    await server.stop();
    withDatabase(file, expectConsistent);
  }, 150_000);
});
