import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBetResponse } from '../../contract/orders';
import { strings } from '../../contract/strings';
import { createMarketService } from '../../server/markets/service';
import type { MarketSpec } from '../../server/markets/types';
import { queueOrder, type TakeOrder } from '../../server/services/bets/orderQueue';
import { startOrderThread, type OrderThread, type OrderThreadLimits } from '../../server/services/bets/orderThread';
import {
  createTestDatabase,
  createTestUser,
  errorMessageOf,
  signedIn,
  testClock,
  appOnDatabase,
  usesPostgres,
  type Session,
} from './helper';
import { betPayload, marketSpec, withKey } from './markets';

/** Far more orders at once than the small limits below let wait. */
const FLOOD = 60;
const SMALL_LIMIT = 3;

const clock = testClock();
let database: Awaited<ReturnType<typeof createTestDatabase>>;

interface Taker {
  takenOn: string;
  /** How the app takes its exchange orders, with the limit under test made small. */
  start: () => { takeOrder: TakeOrder; thread?: OrderThread };
}

const failed = (error: unknown) => {
  throw error;
};
const onThread = (limits: Partial<OrderThreadLimits>) => () => {
  const thread = startOrderThread(database.location, failed, limits);
  return { takeOrder: thread.takeOrder, thread };
};

/** On PostgreSQL the orders stay on the server's thread; SQLite's server takes them on its order thread. */
const takers: Taker[] = [
  {
    takenOn: 'the server’s thread, its market queue limited',
    start: () => ({ takeOrder: (order) => queueOrder(database.db, clock.now, order, SMALL_LIMIT) }),
  },
  ...(usesPostgres()
    ? []
    : [
        { takenOn: 'the order thread, its market queue limited', start: onThread({ waitingPerMarket: SMALL_LIMIT }) },
        { takenOn: 'the order thread, its pending orders limited', start: onThread({ pending: SMALL_LIMIT }) },
      ]),
];

beforeAll(async () => {
  database = await createTestDatabase(clock.now);
});
afterAll(() => database.drop());

describe.each(takers)('orders taken on $takenOn', ({ start }) => {
  let app: FastifyInstance;
  let thread: OrderThread | undefined;

  beforeAll(async () => {
    const taker = start();
    thread = taker.thread;
    await thread?.ready;
    app = await appOnDatabase(database.db, clock.now, taker.takeOrder);
  });
  afterAll(async () => {
    await app.close();
    await thread?.stop();
  });

  async function bettor(): Promise<{ id: string; session: Session }> {
    const test = { app, db: database.db, location: database.location, clock, delays: [], close: async () => undefined };
    const user = await createTestUser(test, { openingBalance: 10_000, exposureLimit: 100_000 });
    return { id: user.id, session: await signedIn(app, user.userName, user.password) };
  }

  /** A Match Odds market with no prices of its own: the flood's backs only rest in its book. */
  async function emptyBook(): Promise<MarketSpec> {
    const spec = marketSpec('matchOdds', {
      selections: [
        { selectionId: 11, name: 'India', back: null, lay: null },
        { selectionId: 12, name: 'Australia', back: null, lay: null },
      ],
    });
    await createMarketService(database.db, clock.now).open(spec);
    return spec;
  }

  const back = (spec: MarketSpec) =>
    withKey({ ...betPayload(spec, { type: 'back', price: 3, stake: 100, selectionIndex: 0 }), persistence: 'LAPSE' });

  it('a flood on one market past its limit is refused 503 busy with nothing stored; every order accepted is stored, once', async () => {
    const { id, session } = await bettor();
    const spec = await emptyBook();
    const payloads = Array.from({ length: FLOOD }, () => back(spec));
    const answers = await Promise.all(
      payloads.map((payload) => app.inject({ method: 'POST', url: '/api/bet/save2', headers: session.headers, payload })),
    );

    const refusedKeys = payloads.filter((_, index) => answers[index]?.statusCode === 503).map((payload) => payload.idempotencyKey);
    const acceptedKeys = payloads.filter((_, index) => answers[index]?.statusCode === 200).map((payload) => payload.idempotencyKey);
    expect(refusedKeys.length).toBeGreaterThan(0);
    expect(acceptedKeys.length).toBeGreaterThanOrEqual(SMALL_LIMIT);
    expect(refusedKeys.length + acceptedKeys.length).toBe(FLOOD);
    for (const answer of answers.filter((each) => each.statusCode === 503)) expect(errorMessageOf(answer)).toBe(strings.exchangeBusy);

    const stored = await database.db.selectFrom('bets').select(['id', 'idempotency_key']).where('market_id', '=', spec.marketId).execute();
    expect(stored.map((row) => row.idempotency_key).sort()).toEqual([...acceptedKeys].sort());
    const answeredIds = answers.filter((each) => each.statusCode === 200).map((each) => placeBetResponse.parse(each.json()).data!.betId);
    expect(answeredIds.sort()).toEqual(stored.map((row) => row.id).sort());
    // Each accepted back of 100 rests whole and risks its stake; nothing of the refused ones is reserved.
    const position = await database.db
      .selectFrom('positions')
      .select('unmatched_cents')
      .where('user_id', '=', id)
      .where('market_id', '=', spec.marketId)
      .executeTakeFirstOrThrow();
    expect(Number(position.unmatched_cents)).toBe(acceptedKeys.length * 100 * 100);

    // Once the flood has drained, the market takes orders again.
    const after = await app.inject({ method: 'POST', url: '/api/bet/save2', headers: session.headers, payload: back(spec) });
    expect(after.statusCode).toBe(200);
  }, 30_000);
});
