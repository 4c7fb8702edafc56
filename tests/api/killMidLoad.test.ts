import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { createMarketService } from '../../server/markets/service';
import { createAccount } from '../../server/services/users';
import { freePort, signInOver, startApiProcess, type ApiProcess } from '../../scripts/apiProcess';
import { createTestDatabase, DEMO_PASSWORD, WITHOUT_ENGINES } from './helper';
import { betPayload, marketSpec } from './markets';

const PASSWORD = 'kill-test-pass';
const WORKERS = 12;
const ACKS_BEFORE_KILL = 120;

let server: ApiProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await dropDatabase?.();
});

/** Fires bets from several clients until the server dies; returns the idempotency keys it acknowledged. */
async function betUntilKilled(baseUrl: string, headers: Record<string, string>, spec: ReturnType<typeof marketSpec>, kill: () => void) {
  const acknowledged: string[] = [];
  let sent = 0;
  const worker = async () => {
    for (;;) {
      const key = `kill-${(sent += 1)}`;
      const body = JSON.stringify({ ...betPayload(spec, { stake: 100 }), idempotencyKey: key });
      const answer = await fetch(`${baseUrl}/api/bet/save2`, { method: 'POST', headers, body }).catch(() => undefined);
      if (!answer) return;
      if (answer.status === 200) acknowledged.push(key);
      if (acknowledged.length === ACKS_BEFORE_KILL) kill();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return acknowledged;
}

async function setUp(database: Db) {
  const domainId = (await database.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow())
    .domain_id;
  const userId = await createAccount(database, Date.now, {
    domainId,
    userName: 'kill-test',
    password: PASSWORD,
    openingBalance: 10_000_000,
    exposureLimit: 100_000_000,
  });
  const spec = marketSpec('casino');
  await createMarketService(database, Date.now).open(spec);
  return { userId, spec };
}

describe('a server killed mid-load', () => {
  it('SRV-13 loses no acknowledged bet and leaves no half bet: every bet has its position, the ledger matches the balance', async () => {
    // SQLite in a temp dir, or a PostgreSQL database of its own (API_TEST_DB=postgres): the server process
    // and this test share it, as a second process would.
    const database = await createTestDatabase(Date.now);
    dropDatabase = database.drop;
    let db = database.db;
    const where = {
      dataDir: database.location.dataDir,
      ...(database.location.databaseUrl ? { databaseUrl: database.location.databaseUrl } : {}),
    };
    const port = await freePort();
    server = await startApiProcess({ port, ...where, demoPassword: DEMO_PASSWORD, env: WITHOUT_ENGINES });
    const { userId, spec } = await setUp(db);
    const headers = await signInOver(server.baseUrl, 'kill-test', PASSWORD);
    const killed = server;
    const acknowledged = await betUntilKilled(server.baseUrl, headers, spec, () => killed.child.kill('SIGKILL'));
    await killed.exited;
    expect(killed.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    server = await startApiProcess({ port, ...where, demoPassword: DEMO_PASSWORD, env: WITHOUT_ENGINES });
    // Read through a connection opened after the restarted server recovered the crashed writer's WAL: the one
    // opened before the kill could meet that recovery mid-way ("database is locked" on a loaded machine).
    db = connect(database.location);
    const bets = await db.selectFrom('bets').selectAll().where('user_id', '=', userId).execute();
    expect(bets.map((bet) => bet.idempotency_key)).toEqual(expect.arrayContaining(acknowledged));
    const position = await db.selectFrom('positions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    // Worked by hand: every bet backs Player A (sid 1) with 100 at 1.98, so it wins 98 and risks 100. The book of
    // n such bets loses 100 × n unless sid 1 wins, which swings it by 198 × n; the worst case is the loss.
    expect(
      bets.map((bet) => [Number(bet.selection_id), bet.type, Number(bet.favour_margin_cents), Number(bet.against_margin_cents)]),
    ).toEqual(bets.map(() => [1, 'back', 9_800, 10_000]));
    expect(JSON.parse(position.book)).toEqual({ base: -10_000 * bets.length, delta: { 1: 19_800 * bets.length } });
    expect(Number(position.exposure_cents)).toBe(bets.length * 10_000);
    const user = await db.selectFrom('users').select('balance_cents').where('id', '=', userId).executeTakeFirstOrThrow();
    const ledger = await db.selectFrom('ledger').select(['type', 'amount_cents']).where('user_id', '=', userId).execute();
    expect(ledger.reduce((sum, row) => sum + (row.type === 'deposite' ? 1 : -1) * Number(row.amount_cents), 0)).toBe(
      Number(user.balance_cents),
    );
    // The restarted server takes bets again on the same data.
    const again = await fetch(`${server.baseUrl}/api/bet/save2`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...betPayload(spec), idempotencyKey: 'after-restart' }),
    });
    expect(again.status).toBe(200);
    await db.destroy();
  }, 150_000);
});
