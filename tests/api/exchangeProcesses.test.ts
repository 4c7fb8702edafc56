import { afterAll, describe, expect, it } from 'vitest';
import { connect, OPERATOR_LOCK_WAIT_MS } from '../../server/db/connect';
import { createMarketService } from '../../server/markets/service';
import { createAccount } from '../../server/services/users';
import { freePort, signInOver, startApiProcess, type ApiProcess } from '../../scripts/apiProcess';
import { fireCrossingOrders, type Bettor } from './crossingOrders';
import { createTestDatabase, DEMO_PASSWORD, WITHOUT_ENGINES } from './helper';
import { marketSpec } from './markets';
import { expectBooksUncrossed, expectFillsWithinLimits, expectSizesAddUp, expectStoredOnce, exposureOf, profitIf } from './orderBookChecks';

/**
 * Several processes on one book, with real processes: two API servers (server/main.ts, each an OS process with its own connection
 * pool) on one database (PostgreSQL with API_TEST_DB=postgres, else one SQLite data dir) take crossing orders
 * and cancels over HTTP at once.
 */
const BETTORS = 6;
const OPENING_CENTS = 100_000_000;
const PASSWORD = 'two-process-pass';
const RUNNERS = [11, 12];

let servers: ApiProcess[] = [];
let closeDb: (() => Promise<void>) | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await closeDb?.();
  await dropDatabase?.();
});

/**
 * Signs in, again while refused: on SQLite the sign-ins sent to both servers at once take turns on the one write
 * lock, and on a loaded machine one may wait longer than a sign-in waits (503 busy).
 */
async function signInOnceReady(baseUrl: string, userName: string, deadline = Date.now() + 30_000): Promise<Record<string, string>> {
  try {
    return await signInOver(baseUrl, userName, PASSWORD);
  } catch (error) {
    if (Date.now() > deadline) throw error;
    return signInOnceReady(baseUrl, userName, deadline);
  }
}

describe('two API processes on one database', () => {
  it('crossing orders and cancels sent to both at once: each acknowledged order stored once, fills add up to every order’s matched size within its limit, no book crossed at rest, exposure and money exact', async () => {
    const database = await createTestDatabase(Date.now);
    dropDatabase = database.drop;
    // An operator's patience: the servers write too, and on SQLite every writer takes its turn.
    const db = connect(database.location, OPERATOR_LOCK_WAIT_MS);
    closeDb = () => db.destroy();
    const domainId = (await db.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow())
      .domain_id;
    const userIds = await Promise.all(
      Array.from({ length: BETTORS }, (_, index) =>
        createAccount(db, Date.now, {
          domainId,
          userName: `two-process-${index}`,
          password: PASSWORD,
          openingBalance: OPENING_CENTS / 100,
          exposureLimit: OPENING_CENTS / 100,
        }),
      ),
    );
    // No prices of its own, so no market maker quotes: the book holds the bettors' orders only.
    // Before the off: the 100 ms bet delay, not the sport's in-play one, so the load is not spread over seconds.
    const spec = marketSpec('matchOdds', {
      inPlay: false,
      selections: RUNNERS.map((selectionId) => ({ selectionId, name: `Team ${selectionId}`, back: null, lay: null })),
    });
    const markets = createMarketService(db, Date.now);
    await markets.open(spec);

    const where = {
      dataDir: database.location.dataDir,
      ...(database.location.databaseUrl ? { databaseUrl: database.location.databaseUrl } : {}),
    };
    servers = await Promise.all(
      [0, 1].map(async () => startApiProcess({ port: await freePort(), ...where, demoPassword: DEMO_PASSWORD, env: WITHOUT_ENGINES })),
    );
    // One session per user, kept in the database: the token signed in at one server is good at both.
    const bettors: Bettor[] = await Promise.all(
      userIds.map(async (id, index) => ({
        id,
        headers: await signInOnceReady((servers[index % 2] as ApiProcess).baseUrl, `two-process-${index}`),
      })),
    );

    // 200 orders and 100 cancels from 16 clients, alternating between the two servers.
    const load = await fireCrossingOrders({
      baseUrls: servers.map((server) => server.baseUrl),
      bettors,
      spec,
      actions: 300,
      workers: 16,
      cancelEvery: 3,
      seed: 18,
    });
    // A request may meet the exchange busy (a lock not had within the server's wait): refused, it changes nothing.
    expect([...load.refused.map((order) => order.status), ...load.refusedCancels].filter((status) => status !== 503)).toEqual([]);
    expect(load.placed.length).toBeGreaterThan(150);
    const records = {
      orders: await db.selectFrom('bets').selectAll().where('market_id', '=', spec.marketId).execute(),
      fills: await db.selectFrom('fills').selectAll().where('market_id', '=', spec.marketId).execute(),
    };
    expect(records.fills.length).toBeGreaterThan(50);
    expectStoredOnce(records, load);
    expectSizesAddUp(records, load);
    expectFillsWithinLimits(records);
    expectBooksUncrossed(records, RUNNERS);
    const positions = await db
      .selectFrom('positions')
      .select(['user_id', 'exposure_cents'])
      .where('market_id', '=', spec.marketId)
      .execute();
    const storedExposure = (userId: string) => Number(positions.find((position) => position.user_id === userId)?.exposure_cents ?? 0);
    expect(userIds.map(storedExposure)).toEqual(userIds.map((userId) => exposureOf(records, userId, RUNNERS)));

    // Matching moves no money: every balance is still the opening one until the market settles.
    const balances = async () => {
      const rows = await db.selectFrom('users').select(['id', 'balance_cents']).where('id', 'in', userIds).execute();
      return userIds.map((userId) => Number(rows.find((row) => row.id === userId)?.balance_cents));
    };
    expect(await balances()).toEqual(Array(BETTORS).fill(OPENING_CENTS));
    // The first runner wins: each bettor gets its fills' result, less 2 % commission on a net win.
    await markets.settle(spec.marketId, { kind: 'winner', selectionId: 11 });
    const nets = userIds.map((userId) => profitIf(records, userId, 11));
    expect(await balances()).toEqual(nets.map((net) => OPENING_CENTS + net - (net > 0 ? Math.round((net * 2) / 100) : 0)));
    expect(
      await db.selectFrom('bets').select('id').where('market_id', '=', spec.marketId).where('order_status', '=', 'EXECUTABLE').execute(),
    ).toEqual([]);
  }, 120_000);
});
