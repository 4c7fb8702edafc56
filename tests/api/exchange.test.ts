import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betDetailResponse } from '../../contract/bets';
import { cancelBetResponse, placeBetResponse, type PersistenceType } from '../../contract/orders';
import { strings } from '../../contract/strings';
import { connect, type Db } from '../../server/db/connect';
import type { MarketSpec } from '../../server/markets/types';
import {
  createTestDatabase,
  errorMessageOf,
  signedIn,
  createTestUser,
  testClock,
  appOnDatabase,
  usesPostgres,
  type Session,
} from './helper';
import type { TakeOrder } from '../../server/services/bets/orderQueue';
import { startOrderThread, type OrderThread } from '../../server/services/bets/orderThread';
import { holdLock } from './dbLock';
import { betPayload, marketSpec, withKey } from './markets';
import { createMarketService } from '../../server/markets/service';
import type { FastifyInstance } from 'fastify';

/**
 * The exchange's order book on a real database (SQLite, or PostgreSQL with API_TEST_DB=postgres): two API apps, each with its own
 * connection pool, stand in for two server processes sharing one database.
 */
const clock = testClock();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let secondDb: Db;
let first: FastifyInstance;
let second: FastifyInstance;

const appOn = (db: Db, takeOrder?: TakeOrder) => appOnDatabase(db, clock.now, takeOrder);

const markets = () => createMarketService(database.db, clock.now);
const asTest = () => ({ app: first, db: database.db, location: database.location, clock, delays: [], close: async () => undefined });

interface Bettor {
  id: string;
  session: Session;
}
async function bettor(openingBalance = 1_000): Promise<Bettor> {
  const user = await createTestUser(asTest(), { openingBalance, exposureLimit: 100_000 });
  return { id: user.id, session: await signedIn(first, user.userName, user.password) };
}

/** A Match Odds market with no prices of its own, so its book holds only the bettors' orders (no market maker quotes). */
async function emptyBook(overrides: Partial<MarketSpec> = {}): Promise<MarketSpec> {
  const spec = marketSpec('matchOdds', {
    selections: [
      { selectionId: 11, name: 'India', back: null, lay: null },
      { selectionId: 12, name: 'Australia', back: null, lay: null },
    ],
    ...overrides,
  });
  await markets().open(spec);
  return spec;
}

interface OrderOptions {
  side: 'back' | 'lay';
  price: number;
  stake: number;
  persistence?: PersistenceType;
  selectionIndex?: number;
  app?: FastifyInstance;
}
const orderPayload = (spec: MarketSpec, options: OrderOptions) => ({
  ...betPayload(spec, { type: options.side, price: options.price, stake: options.stake, selectionIndex: options.selectionIndex ?? 0 }),
  ...(options.persistence ? { persistence: options.persistence } : {}),
});
const send = (who: Bettor, spec: MarketSpec, options: OrderOptions) =>
  (options.app ?? first).inject({
    method: 'POST',
    url: '/api/bet/save2',
    headers: who.session.headers,
    payload: orderPayload(spec, options),
  });
async function order(who: Bettor, spec: MarketSpec, options: OrderOptions) {
  const response = await send(who, spec, { persistence: 'LAPSE', ...options });
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
  return placeBetResponse.parse(response.json()).data!;
}
const cancel = (who: Bettor, betId: string) =>
  first.inject({ method: 'POST', url: '/api/bet/cancel', headers: who.session.headers, payload: { betId } });
const detail = async (who: Bettor, betId: string) =>
  betDetailResponse.parse((await first.inject({ method: 'GET', url: `/api/bet/${betId}`, headers: who.session.headers })).json()).data;
const exposure = async (who: Bettor) =>
  (await first.inject({ method: 'GET', url: '/api/bet/exposure/fetch', headers: who.session.headers })).json().data as number;
const balanceCents = async (userId: string) =>
  Number((await database.db.selectFrom('users').select('balance_cents').where('id', '=', userId).executeTakeFirstOrThrow()).balance_cents);

/**
 * Every test runs with the orders taken on the server's own thread, and on SQLite again with them taken on the
 * order thread the server starts there (server/services/bets/orderThread.ts): each app's thread has its own
 * connection, so the cancels, lapses and re-quotes of the server's connection meet the thread's orders on the
 * database, as in the server.
 */
const orderTakers = [
  { takenOn: 'the server’s own thread', onOrderThread: false },
  ...(usesPostgres() ? [] : [{ takenOn: 'the order thread', onOrderThread: true }]),
];

describe.each(orderTakers)('orders taken on $takenOn', ({ onOrderThread }) => {
  let threads: OrderThread[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(clock.now);
    secondDb = connect(database.location);
    const failed = (error: unknown) => {
      throw error;
    };
    threads = onOrderThread ? [startOrderThread(database.location, failed), startOrderThread(database.location, failed)] : [];
    await Promise.all(threads.map((thread) => thread.ready));
    first = await appOn(database.db, threads[0]?.takeOrder);
    second = await appOn(secondDb, threads[1]?.takeOrder);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    for (const thread of threads) await thread.stop();
    await secondDb.destroy();
    await database.drop();
  });

  describe('an exchange market’s order book', () => {
    it('an offer better than the best waits unmatched; exposure counts its liability; the owner’s cancel releases exactly it', async () => {
      const layer = await bettor();
      const spec = await emptyBook();
      const waiting = await order(layer, spec, { side: 'lay', price: 3, stake: 100, persistence: 'PERSIST' });
      expect(waiting).toEqual({
        betId: waiting.betId,
        sizeMatched: 0,
        sizeRemaining: 100,
        sizeCancelled: 0,
        sizeLapsed: 0,
        averagePriceMatched: null,
        status: 'EXECUTABLE',
      });
      // A lay of 100 at 3.0 risks 100 × (3 − 1).
      expect(await exposure(layer)).toBe(200);
      const trades = (await first.inject({ method: 'GET', url: '/api/bet/trade/list', headers: layer.session.headers })).json().data;
      expect(trades).toEqual([expect.objectContaining({ _id: spec.marketId, count: 1, sizeMatched: 0, sizeRemaining: 100 })]);
      const listed = (
        await first.inject({ method: 'GET', url: `/api/bet/bet-details/list/${spec.matchId}`, headers: layer.session.headers })
      ).json().data;
      expect(listed).toEqual([expect.objectContaining({ betId: waiting.betId, sizeMatched: 0, sizeRemaining: 100, status: 'EXECUTABLE' })]);
      const stranger = await bettor();
      expect((await cancel(stranger, waiting.betId)).statusCode).toBe(404);
      const cancelled = await cancel(layer, waiting.betId);
      expect(cancelBetResponse.parse(cancelled.json())).toEqual({
        status: true,
        message: strings.betCancelled,
        data: { betId: waiting.betId, sizeCancelled: 100 },
      });
      expect(await exposure(layer)).toBe(0);
      expect((await cancel(layer, waiting.betId)).json()).toEqual({
        status: true,
        message: strings.betNothingToCancel,
        data: { betId: waiting.betId, sizeCancelled: 0 },
      });
      expect(await detail(layer, waiting.betId)).toMatchObject({
        sizeMatched: 0,
        sizeRemaining: 0,
        sizeCancelled: 100,
        status: 'EXECUTION_COMPLETE',
        case: 'cancelled',
      });
    });

    it('bettor against bettor with best execution: a back at 2.0 takes the waiting 2.1 first; settlement pays matched stakes less 2 % commission', async () => {
      const [backer, cheap, dear] = [await bettor(), await bettor(), await bettor()];
      const spec = await emptyBook();
      const at2 = await order(cheap, spec, { side: 'lay', price: 2, stake: 100 });
      const at21 = await order(dear, spec, { side: 'lay', price: 2.1, stake: 100 });
      const levels = (await markets().levels([spec.marketId])).get(spec.marketId)?.get(11);
      expect(levels).toEqual({
        availableToBack: [
          { price: 2.1, size: 100 },
          { price: 2, size: 100 },
        ],
        availableToLay: [],
      });

      const taken = await order(backer, spec, { side: 'back', price: 2, stake: 150 });
      // 100 at 2.1 and 50 at 2.0: (100 × 2.1 + 50 × 2.0) / 150 = 2.0667.
      expect(taken).toEqual({
        betId: taken.betId,
        sizeMatched: 150,
        sizeRemaining: 0,
        sizeCancelled: 0,
        sizeLapsed: 0,
        averagePriceMatched: 2.07,
        status: 'EXECUTION_COMPLETE',
      });
      expect(await detail(cheap, at2.betId)).toMatchObject({
        sizeMatched: 50,
        sizeRemaining: 50,
        averagePriceMatched: 2,
        status: 'EXECUTABLE',
      });
      expect(await detail(dear, at21.betId)).toMatchObject({
        sizeMatched: 100,
        sizeRemaining: 0,
        averagePriceMatched: 2.1,
        status: 'EXECUTION_COMPLETE',
      });
      expect((await markets().levels([spec.marketId])).get(spec.marketId)?.get(11)).toEqual({
        availableToBack: [{ price: 2, size: 50 }],
        availableToLay: [],
      });
      // Backer risks 150; the 2.1 layer 100 × 1.1 = 110; the 2.0 layer 50 matched + 50 still waiting.
      expect([await exposure(backer), await exposure(dear), await exposure(cheap)]).toEqual([150, 110, 100]);

      await markets().settle(spec.marketId, { kind: 'winner', selectionId: 11 });
      // The backer wins 110 + 50 = 160 and pays 2 % of it (3.20); the layers lose 110 and 50; the unmatched 50 lapsed.
      expect(await balanceCents(backer.id)).toBe(100_000 + 16_000 - 320);
      expect(await balanceCents(dear.id)).toBe(100_000 - 11_000);
      expect(await balanceCents(cheap.id)).toBe(100_000 - 5_000);
      expect(await detail(cheap, at2.betId)).toMatchObject({ sizeMatched: 50, sizeRemaining: 0, sizeLapsed: 50 });
      const ledger = await database.db
        .selectFrom('ledger')
        .select(['display_text', 'amount_cents', 'type'])
        .where('user_id', '=', backer.id)
        .orderBy('created_at')
        .execute();
      expect(
        ledger.filter((row) => row.display_text.endsWith(strings.commissionText)).map((row) => [row.type, Number(row.amount_cents)]),
      ).toEqual([['withdraw', 320]]);
    });

    it('"cancel unmatched" keeps nothing waiting: what does not match at once is cancelled', async () => {
      const [backer, layer] = [await bettor(), await bettor()];
      const spec = await emptyBook();
      await order(layer, spec, { side: 'lay', price: 2, stake: 100 });
      expect(await order(backer, spec, { side: 'back', price: 2, stake: 250, persistence: 'CANCEL' })).toMatchObject({
        sizeMatched: 100,
        sizeRemaining: 0,
        sizeCancelled: 150,
        status: 'EXECUTION_COMPLETE',
      });
      expect(await exposure(backer)).toBe(100);
    });

    it('at a suspension and at the off, waiting orders lapse unless marked Keep; their stakes are released at once', async () => {
      const who = await bettor();
      const spec = await emptyBook({ inPlay: false });
      const lapsing = await order(who, spec, { side: 'lay', price: 3, stake: 100 });
      const kept = await order(who, spec, { side: 'back', price: 4, stake: 100, persistence: 'PERSIST' });
      expect(await exposure(who)).toBe(200 + 100);
      await markets().suspend(spec.marketId);
      expect(await detail(who, lapsing.betId)).toMatchObject({ sizeRemaining: 0, sizeLapsed: 100, case: 'lapsed' });
      expect(await detail(who, kept.betId)).toMatchObject({ sizeRemaining: 100, status: 'EXECUTABLE' });
      expect(await exposure(who)).toBe(100);
      await markets().resume(spec.marketId);
      const another = await order(who, spec, { side: 'lay', price: 3, stake: 100 });
      await markets().reprice(spec.marketId, spec.selections, true);
      expect(await detail(who, another.betId)).toMatchObject({ sizeLapsed: 100 });
      expect(await detail(who, kept.betId)).toMatchObject({ sizeRemaining: 100 });
    });

    it('a bettor without the money for an order is refused and the book is as before, for the next order too; a price off the ladder is refused', async () => {
      const [poor, layer, backer] = [await bettor(100), await bettor(), await bettor()];
      const spec = await emptyBook();
      await order(layer, spec, { side: 'lay', price: 2, stake: 100 });
      // It would take the whole lay and leave 50 waiting: refused after matching, so nothing of that may stay.
      const refused = await send(poor, spec, { side: 'back', price: 2, stake: 150, persistence: 'LAPSE' });
      expect(refused.statusCode).toBe(422);
      expect(errorMessageOf(refused)).toBe(strings.betInsufficientBalance);
      expect((await markets().levels([spec.marketId])).get(spec.marketId)?.get(11)?.availableToBack).toEqual([{ price: 2, size: 100 }]);
      expect(await order(backer, spec, { side: 'back', price: 2, stake: 100 })).toMatchObject({
        sizeMatched: 100,
        sizeRemaining: 0,
        averagePriceMatched: 2,
      });
      const offLadder = await send(layer, spec, { side: 'back', price: 2.03, stake: 100, persistence: 'LAPSE' });
      expect(offLadder.statusCode).toBe(400);
      expect(errorMessageOf(offLadder)).toBe(strings.betPriceNotOnLadder);
    });

    it('the spec’s clients (no persistence) bet at the best price only: any other is "Bet rate changed!"', async () => {
      const [backer, layer] = [await bettor(), await bettor()];
      const spec = await emptyBook();
      await order(layer, spec, { side: 'lay', price: 2.1, stake: 100 });
      const stale = await send(backer, spec, { side: 'back', price: 2, stake: 100 });
      expect(stale.statusCode).toBe(409);
      expect(errorMessageOf(stale)).toBe(strings.betRateChanged);
      expect((await send(backer, spec, { side: 'back', price: 2.1, stake: 100 })).statusCode).toBe(200);
    });

    it('the market maker quotes three levels each side around the model price; a bet that eats the top level moves the best price until it re-quotes', async () => {
      const backer = await bettor(100_000);
      const spec = marketSpec('matchOdds', { selections: [{ selectionId: 11, name: 'India', back: 2.5, lay: 2.52, quoteSize: 100 }] });
      await markets().open(spec);
      const quoted = {
        availableToBack: [
          { price: 2.5, size: 100 },
          { price: 2.48, size: 78 },
          { price: 2.46, size: 56 },
        ],
        availableToLay: [
          { price: 2.52, size: 100 },
          { price: 2.54, size: 78 },
          { price: 2.56, size: 56 },
        ],
      };
      expect((await markets().levels([spec.marketId])).get(spec.marketId)?.get(11)).toEqual(quoted);
      await order(backer, spec, { side: 'back', price: 2.5, stake: 100 });
      expect((await markets().levels([spec.marketId])).get(spec.marketId)?.get(11)?.availableToBack[0]).toEqual({ price: 2.48, size: 78 });
      await markets().quote(spec.marketId);
      expect((await markets().levels([spec.marketId])).get(spec.marketId)?.get(11)).toEqual(quoted);
    });

    it('a market maker leaves no row of an order that never matched: re-quoted after a move, lapsed at a suspension', async () => {
      const spec = marketSpec('matchOdds', { selections: [{ selectionId: 11, name: 'India', back: 2.5, lay: 2.52, quoteSize: 100 }] });
      await markets().open(spec);
      const makerRows = async () =>
        database.db
          .selectFrom('bets')
          .innerJoin('users', 'users.id', 'bets.user_id')
          .select(['bets.status', 'bets.order_status'])
          .where('bets.market_id', '=', spec.marketId)
          .where('users.role_name', '=', 'market-maker')
          .execute();
      // Three lays and three backs, all waiting.
      expect(await makerRows()).toHaveLength(6);
      // The model moves one tick on both sides: every quote changes, the six old orders go without a trace.
      await markets().reprice(spec.marketId, [{ selectionId: 11, name: 'India', back: 2.52, lay: 2.54, quoteSize: 100 }]);
      expect((await makerRows()).map((row) => row.order_status)).toEqual(Array(6).fill('EXECUTABLE'));
      await markets().suspend(spec.marketId);
      expect(await makerRows()).toEqual([]);
      await markets().resume(spec.marketId);
      expect(await makerRows()).toHaveLength(6);
    });

    it('two opposite orders sent at once to two processes cross exactly once: no size matched twice, nothing left crossed', async () => {
      for (let round = 0; round < 5; round += 1) {
        const [backer, layer] = [await bettor(), await bettor()];
        const spec = await emptyBook();
        const [back, lay] = await Promise.all([
          send(backer, spec, { side: 'back', price: 2, stake: 100, persistence: 'LAPSE', app: first }),
          send(layer, spec, { side: 'lay', price: 2, stake: 100, persistence: 'LAPSE', app: second }),
        ]);
        expect([back.statusCode, lay.statusCode]).toEqual([200, 200]);
        const answers = [placeBetResponse.parse(back.json()).data!, placeBetResponse.parse(lay.json()).data!];
        // Whichever came second took the first: in the end both are matched in full, once.
        expect(await detail(backer, answers[0]!.betId)).toMatchObject({ sizeMatched: 100, sizeRemaining: 0 });
        expect(await detail(layer, answers[1]!.betId)).toMatchObject({ sizeMatched: 100, sizeRemaining: 0 });
        const fills = await database.db.selectFrom('fills').selectAll().where('market_id', '=', spec.marketId).execute();
        expect(fills.map((fill) => [Number(fill.price), Number(fill.size_cents)])).toEqual([[2, 10_000]]);
        expect((await markets().levels([spec.marketId])).get(spec.marketId)?.get(11)).toBeUndefined();
      }
    });

    it('SRV-13 orders sent while another connection holds the database are refused as busy with nothing stored, then placed when sent again under their keys', async () => {
      const [backer, layer] = [await bettor(), await bettor()];
      const spec = await emptyBook();
      const payloads = [
        { who: backer, payload: withKey(orderPayload(spec, { side: 'back', price: 2, stake: 100, persistence: 'LAPSE' })) },
        { who: layer, payload: withKey(orderPayload(spec, { side: 'lay', price: 2, stake: 100, persistence: 'LAPSE' })) },
      ];
      const sendAll = () =>
        Promise.all(
          payloads.map(({ who, payload }) =>
            first.inject({ method: 'POST', url: '/api/bet/save2', headers: who.session.headers, payload }),
          ),
        );
      const lock = await holdLock(database.location, spec.marketId);
      try {
        const stalled = await sendAll();
        expect(stalled.map((response) => [response.statusCode, errorMessageOf(response)])).toEqual(
          Array(2).fill([503, strings.exchangeBusy]),
        );
      } finally {
        await lock.release();
      }
      expect(await database.db.selectFrom('bets').select('id').where('market_id', '=', spec.marketId).execute()).toEqual([]);
      const placed = await sendAll();
      expect(placed.map((response) => response.statusCode)).toEqual([200, 200]);
      const [back, lay] = placed.map((response) => placeBetResponse.parse(response.json()).data!);
      // Whichever was taken second matched the first in full.
      expect(await detail(backer, back!.betId)).toMatchObject({ sizeMatched: 100, sizeRemaining: 0 });
      expect(await detail(layer, lay!.betId)).toMatchObject({ sizeMatched: 100, sizeRemaining: 0 });
    }, 30_000);

    it('SRV-13 an order sent again under its idempotency key gets the first answer, alone or among other bettors’ orders, and is stored once', async () => {
      const [backer, layer] = [await bettor(), await bettor()];
      const spec = await emptyBook();
      const post = (who: Bettor, payload: object) =>
        first.inject({ method: 'POST', url: '/api/bet/save2', headers: who.session.headers, payload });
      const back = withKey(orderPayload(spec, { side: 'back', price: 3, stake: 100, persistence: 'LAPSE' }));
      const placed = placeBetResponse.parse((await post(backer, back)).json()).data!;
      const lay = withKey(orderPayload(spec, { side: 'lay', price: 2, stake: 100, persistence: 'LAPSE' }));
      const answers = await Promise.all([post(backer, back), post(layer, lay), post(layer, lay), post(backer, back)]);
      const ids = answers.map((response) => placeBetResponse.parse(response.json()).data!.betId);
      expect([ids[0], ids[3]]).toEqual([placed.betId, placed.betId]);
      expect(ids[2]).toBe(ids[1]);
      const rows = await database.db
        .selectFrom('bets')
        .select(['user_id', 'idempotency_key'])
        .where('market_id', '=', spec.marketId)
        .execute();
      expect(rows.map((row) => [row.user_id, row.idempotency_key]).sort()).toEqual(
        [
          [backer.id, back.idempotencyKey],
          [layer.id, lay.idempotencyKey],
        ].sort(),
      );
    });

    it('SRV-13 orders sent at once under one key: the first taken is placed and a different bet is refused; one sent with a refused order is placed', async () => {
      const [layer, backer] = [await bettor(), await bettor()];
      const spec = await emptyBook();
      const post = (who: Bettor, payload: object) =>
        first.inject({ method: 'POST', url: '/api/bet/save2', headers: who.session.headers, payload });
      // On PostgreSQL two requests sent at once may reach the book in either order.
      const lay = withKey(orderPayload(spec, { side: 'lay', price: 2, stake: 100, persistence: 'LAPSE' }));
      const lays = await Promise.all([post(layer, lay), post(layer, { ...lay, oddsReq: 2.02 })]);
      const [placedLay, reusedKey] = lays[0].statusCode === 200 ? lays : [lays[1], lays[0]];
      expect(placedLay.statusCode).toBe(200);
      expect([reusedKey.statusCode, errorMessageOf(reusedKey)]).toEqual([422, strings.betKeyReused]);

      const offLadder = withKey(orderPayload(spec, { side: 'back', price: 2.01, stake: 100, persistence: 'LAPSE' }));
      const [refused, placedBack] = await Promise.all([post(backer, offLadder), post(backer, { ...offLadder, oddsReq: 2 })]);
      // Refused for its price when taken first, else as a different bet under the key the other placed.
      expect([
        [400, strings.betPriceNotOnLadder],
        [422, strings.betKeyReused],
      ]).toContainEqual([refused.statusCode, errorMessageOf(refused)]);
      expect(placeBetResponse.parse(placedBack.json()).data).toMatchObject({ sizeMatched: 100, sizeRemaining: 0 });
      const rows = await database.db.selectFrom('bets').select(['user_id', 'odds_req']).where('market_id', '=', spec.marketId).execute();
      const layPrice = placedLay === lays[0] ? 2 : 2.02;
      expect(rows.map((row) => [row.user_id, Number(row.odds_req)]).sort()).toEqual(
        [
          [backer.id, 2],
          [layer.id, layPrice],
        ].sort(),
      );
    });
  });
});
