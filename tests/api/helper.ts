import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import type { CliContext } from '../../server/cli/command';
import type { Db, DbLocation } from '../../server/db/connect';
import { seed } from '../../server/seed/seed';
import type { TakeOrder } from '../../server/services/bets/orderQueue';
import { createAccount, type NewAccount } from '../../server/services/users';
import { createTestDatabaseFrom, usesPostgres, type TestDatabase } from './testDatabase';

export { createEmptyTestDatabase, scratchDir, usesPostgres } from './testDatabase';

export const DEMO_PASSWORD = 'demo-pass-for-tests';
/**
 * The environment of a server process a test starts: no casino tables, sports feeds or races, whose start-up and
 * ticks would cost seconds of CPU and contend for the database; the test opens the markets it bets on.
 */
export const WITHOUT_ENGINES = { ENGINES: 'off' };
export const TOKEN_TTL_MINUTES = 30;

/** A clock the tests move by hand (token expiry). */
export function testClock(start = Date.now()) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/**
 * A fresh, migrated, seeded database: SQLite in a temp dir, or PostgreSQL when API_TEST_DB=postgres. Its
 * connection waits `lockWaitMs` for what another connection holds locked (the server's wait by default).
 */
export async function createTestDatabase(now: () => number, lockWaitMs?: number): Promise<TestDatabase> {
  const database = await createTestDatabaseFrom(inject('migratedTemplate'), lockWaitMs);
  await seed(database.db, { now, demoPassword: DEMO_PASSWORD });
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Where the database lives, for a second connection. */
  location: DbLocation;
  clock: ReturnType<typeof testClock>;
  /** Every bet delay the app waited, in ms (the test app's sleep returns at once unless given one). */
  delays: number[];
  close: () => Promise<void>;
}

/** What a database restart does to the app's idle connections: PostgreSQL ends them (SQLite has none). */
export async function endIdleConnections(db: Db): Promise<void> {
  if (!usesPostgres()) return;
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
    db,
  );
}

export type TestAppOptions = Partial<
  Pick<
    AppOptions,
    | 'signInRateLimit'
    | 'sleep'
    | 'casinoSnapshots'
    | 'sports'
    | 'signInIpFailuresPerHour'
    | 'trustProxy'
    | 'logger'
    | 'signInIpLimitPerMinute'
    | 'schedule'
    | 'loginActivityRetentionDays'
    | 'httpTimeouts'
    | 'sportsSpeed'
    | 'staticDir'
  >
> & {
  /** Where the test clock starts (default: now), for feeds whose schedule depends on the time of day. */
  clockStart?: number;
  /**
   * How long the app's connection waits for a row or file a test holds locked before the call is refused as busy
   * (the server's 2 s by default): a test of those refusals waits it out in real time at every attempt.
   */
  lockWaitMs?: number;
};

/**
 * An app on a database a test file set up itself (several apps on one database stand in for several server
 * processes), taking exchange orders through `takeOrder` when given (an order thread) or on its own thread.
 */
export const appOnDatabase = (db: Db, now: () => number, takeOrder?: TakeOrder) =>
  buildApp({
    db,
    config: { tokenTtlMinutes: TOKEN_TTL_MINUTES },
    now,
    staticDir: null,
    signInRateLimit: { max: 1_000, timeWindowMs: 60_000 },
    sleep: async () => undefined,
    ...(takeOrder ? { takeOrder } : {}),
  });

/** One app on one fresh database, for a whole test file. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = testClock(options.clockStart);
  const { db, location, drop } = await createTestDatabase(clock.now, options.lockWaitMs);
  const delays: number[] = [];
  const sleep = options.sleep ?? (async () => undefined);
  const app = await buildApp({
    db,
    config: { tokenTtlMinutes: TOKEN_TTL_MINUTES },
    now: clock.now,
    staticDir: options.staticDir ?? null,
    signInRateLimit: options.signInRateLimit ?? { max: 1_000, timeWindowMs: 60_000 },
    ...(options.signInIpFailuresPerHour === undefined ? {} : { signInIpFailuresPerHour: options.signInIpFailuresPerHour }),
    // Suites sign in from one address far more often than a person would; the flood guard has its own tests.
    signInIpLimitPerMinute: options.signInIpLimitPerMinute ?? 100_000,
    ...(options.schedule ? { schedule: options.schedule } : {}),
    ...(options.loginActivityRetentionDays ? { loginActivityRetentionDays: options.loginActivityRetentionDays } : {}),
    ...(options.httpTimeouts ? { httpTimeouts: options.httpTimeouts } : {}),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.sports ? { sports: options.sports } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.sportsSpeed ? { sportsSpeed: options.sportsSpeed } : {}),
    sleep: (ms) => {
      delays.push(ms);
      return sleep(ms);
    },
    ...(options.casinoSnapshots ? { casinoSnapshots: options.casinoSnapshots } : {}),
  });
  return {
    app,
    db,
    location,
    clock,
    delays,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * The app of a test file, or of the describe block that calls it: started before its first test
 * (`beforeAll`), closed after its last (`afterAll`); its fields are there from the first test on.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const app = {} as TestApp;
  beforeAll(async () => void Object.assign(app, await startTestApp(options)));
  afterAll(() => app.close());
  return app;
}

/** What an operator command runs with against the test app's database; `out` collects its lines. */
export const cliContextOf = (test: TestApp, out: (line: string) => void = () => undefined): CliContext => ({
  db: test.db,
  now: test.clock.now,
  demoPassword: () => DEMO_PASSWORD,
  out,
});

export const LOCAL_IP_INFO = { query: '10.1.2.3', isp: 'Test ISP', city: 'Pune', regionName: 'Maharashtra', country: 'India' };

/** A sign-in from `from` (the peer address the server sees; 127.0.0.1 by default). */
export function signInRequest(app: FastifyInstance, userName: string, password: string, d = 'localhost', from?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    ...(from ? { remoteAddress: from } : {}),
    headers: { d },
    payload: { userName, password, deviceIp: LOCAL_IP_INFO.query, ipInfo: LOCAL_IP_INFO },
  });
}

export interface Session {
  token: string;
  userId: string;
  domainId: string;
  headers: Record<string, string>;
}

export const authHeaders = (token: string, domainId: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'user-token': token,
  d: domainId,
});

export async function localDomainId(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/domain/host/localhost', headers: { d: 'localhost' } });
  return (response.json() as { data: { _id: string } }).data._id;
}

/** Signs in (must succeed) and returns the headers of authenticated calls. */
export async function signedIn(app: FastifyInstance, userName: string, password: string): Promise<Session> {
  const response = await signInRequest(app, userName, password);
  const body = response.json() as { status: boolean; data?: { userToken: string; user: { _id: string } } };
  if (!body.status || !body.data) throw new Error(`sign-in of ${userName} failed: ${response.body}`);
  const domainId = await localDomainId(app);
  return {
    token: body.data.userToken,
    userId: body.data.user._id,
    domainId,
    headers: authHeaders(body.data.userToken, domainId),
  };
}

let userCounter = 0;

/** A User account on the localhost domain with a unique name. */
export async function createTestUser(
  test: TestApp,
  overrides: Partial<NewAccount> = {},
): Promise<{ userName: string; password: string; id: string }> {
  userCounter += 1;
  const userName = overrides.userName ?? `player${userCounter}_${randomBytes(3).toString('hex')}`;
  const password = overrides.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const id = await createAccount(test.db, test.clock.now, {
    domainId: await localDomainId(test.app),
    openingBalance: 1_000,
    exposureLimit: 5_000,
    ...overrides,
    userName,
    password,
  });
  return { userName, password, id };
}

/** A new User account (see createTestUser), signed in. */
export async function signedInTestUser(test: TestApp, overrides: Partial<NewAccount> = {}) {
  const user = await createTestUser(test, overrides);
  return { user, session: await signedIn(test.app, user.userName, user.password) };
}

/** A fresh app with one signed-in User: the usual start of a test file. */
export async function startTestAppWithUser(overrides: Partial<NewAccount> = {}) {
  const test = await startTestApp();
  return { test, ...(await signedInTestUser(test, overrides)) };
}

/** Asserts the error envelope of every 4xx/5xx answer and returns its message. */
export function errorMessageOf(response: LightMyRequestResponse): string {
  const body = response.json() as { status: unknown; message: unknown };
  if (body.status !== false || typeof body.message !== 'string' || body.message === '') {
    throw new Error(`not an error envelope: ${response.body.slice(0, 200)}`);
  }
  return body.message;
}
