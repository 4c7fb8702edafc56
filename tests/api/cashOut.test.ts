import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOutResponse } from '../../contract/cashOut';
import { profitLossResponse } from '../../contract/records';
import { strings } from '../../contract/strings';
import type { MarketSpec } from '../../server/markets/types';
import { startOrderThread } from '../../server/services/bets/orderThread';
import { createTestDatabase, errorMessageOf, testClock, appOnDatabase, usesPostgres, useTestApp, type TestApp } from './helper';
import { balanceCents, bettor, detail, emptyBook, exposure, order, ordersOf, sendOrder, type Bettor } from './exchangeBettors';
import { marketsOf, marketSpec } from './markets';
import { profitIf } from './orderBookChecks';

/**
 * POST /bet/cashout against bettors' real waiting orders (no market maker), on a real database (SQLite, or
 * PostgreSQL with API_TEST_DB=postgres). The domain's commission is the default 2 %. Every expected amount is
 * worked by hand in the comments: a back of s at p moves its runner's profit by +s(p − 1) and every other
 * runner's by −s; a lay the opposite.
 */
let duringDelay: (() => Promise<void>) | undefined;
const test = useTestApp({
  sleep: async () => {
    const act = duringDelay;
    duringDelay = undefined;
    await act?.();
  },
});

const cashOut = (who: Bettor, spec: MarketSpec, body: { fraction?: number; value: number; idempotencyKey?: string }, on: TestApp = test) =>
  on.app.inject({
    method: 'POST',
    url: '/api/bet/cashout',
    headers: who.session.headers,
    payload: { matchId: spec.matchId, marketId: spec.marketId, fraction: 1, ...body },
  });

/** The user's profit in cents on each runner winning, from the market's stored fills (the test's own arithmetic). */
async function profits(who: Bettor, spec: MarketSpec): Promise<number[]> {
  const fills = await test.db.selectFrom('fills').selectAll().where('market_id', '=', spec.marketId).execute();
  return spec.selections.map((runner) => profitIf({ orders: [], fills }, who.id, runner.selectionId));
}

/** Everything a refused cash out must leave as it was. */
async function snapshot(who: Bettor, spec: MarketSpec) {
  return { balance: await balanceCents(test, who), exposure: await exposure(test, who), orders: await ordersOf(test, who, spec) };
}

/**
 * A two-runner market where `backer` has backed India 100 at 4.0 (India +300, Australia −100), and `maker` waits
 * to back India 200 at 3.0: the backer can lay India at 3.0.
 */
async function backedIndia(on: TestApp = test) {
  const [backer, layer, maker] = [await bettor(on), await bettor(on), await bettor(on)];
  const spec = await emptyBook(on);
  await order(on, layer, spec, { side: 'lay', price: 4, stake: 100 });
  await order(on, backer, spec, { side: 'back', price: 4, stake: 100 });
  const makersBack = await order(on, maker, spec, { side: 'back', price: 3, stake: 200 });
  return { backer, maker, spec, makersBack };
}

describe('cash out on an exchange market', () => {
  it('a full cash out lays India 133.33 at 3.0: 33.33 on either runner, 32.67 after the 2 % commission, which settlement takes', async () => {
    const { backer, maker, spec, makersBack } = await backedIndia();
    expect(await profits(backer, spec)).toEqual([30_000, -10_000]);
    test.delays.length = 0;

    // Lay s at 3.0 so that 300 − 2s = −100 + s: s = 400 / 3 = 133.33, locking 33.33; 33.333 × 0.98 = 32.67.
    const response = await cashOut(backer, spec, { value: 32.67 });
    expect(response.statusCode).toBe(200);
    const answer = cashOutResponse.parse(response.json());
    expect(answer).toEqual({ status: true, message: 'Cashed out: 32.67', data: { value: 32.67, betIds: [expect.any(String)] } });
    // The in-play delay of cricket (5 s by default) applies as to any order.
    expect(test.delays).toEqual([5_000]);

    const hedgeId = answer.data!.betIds[0]!;
    expect(await detail(test, backer, hedgeId)).toMatchObject({
      type: 'lay',
      selection: 'India',
      stake: 133.33,
      sizeMatched: 133.33,
      sizeRemaining: 0,
      averagePriceMatched: 3,
      cashOut: true,
    });
    // 300 − 2 × 133.33 = 33.34 and −100 + 133.33 = 33.33: level to the cent; nothing at risk.
    expect(await profits(backer, spec)).toEqual([3_334, 3_333]);
    expect(await exposure(test, backer)).toBe(0);
    expect(await detail(test, maker, makersBack.betId)).toMatchObject({ sizeMatched: 133.33, sizeRemaining: 66.67 });
    const openBets = (
      await test.app.inject({ method: 'GET', url: `/api/bet/bet-details/list/${spec.matchId}`, headers: backer.session.headers })
    ).json().data as { betId: string; cashOut?: boolean }[];
    expect(openBets.map((bet) => [bet.betId === hedgeId, bet.cashOut ?? false]).sort()).toEqual([
      [false, false],
      [true, true],
    ]);

    // India wins: +33.34, less round(2 % of 33.34) = 0.67 commission: the balance gains 32.67.
    await marketsOf(test).settle(spec.marketId, { kind: 'winner', selectionId: 11 });
    expect(await balanceCents(test, backer)).toBe(100_000 + 3_267);
    // Profit & Loss of the match: the back and its hedge, net of the commission.
    const profitLoss = await test.app.inject({
      method: 'POST',
      url: '/api/profit-loss/test/1/10',
      headers: backer.session.headers,
      payload: {
        from: new Date(0).toISOString(),
        to: new Date(test.clock.now() + 1_000).toISOString(),
        eventId: String(spec.eventId),
        matchId: spec.matchId,
      },
    });
    expect(profitLossResponse.parse(profitLoss.json()).pageItems).toEqual([
      expect.objectContaining({ matchId: spec.matchId, markettype: 'Match Odds', profitloss: 32.67, bets: 2 }),
    ]);
  });

  it('half a position walks the ladder: lays 100 at 3.0 then 25 at 4.0, locks 25.00 (24.50 after commission) and leaves half running', async () => {
    const [backer, layer, maker] = [await bettor(test), await bettor(test), await bettor(test)];
    const spec = await emptyBook(test);
    await order(test, layer, spec, { side: 'lay', price: 4, stake: 200 });
    await order(test, backer, spec, { side: 'back', price: 4, stake: 200 });
    await order(test, maker, spec, { side: 'back', price: 3, stake: 100 });
    await order(test, maker, spec, { side: 'back', price: 4, stake: 100 });
    expect(await profits(backer, spec)).toEqual([60_000, -20_000]);

    // Half of (+600, −200) is (+300, −100): a lay paying 400 takes 100 × 3.0 = 300 at 3.0, then 100 / 4.0 = 25 at 4.0.
    // Stake 125 locks −100 + 125 = 25; × 0.98 = 24.50.
    const response = await cashOut(backer, spec, { fraction: 0.5, value: 24.5 });
    expect(response.json()).toEqual({ status: true, message: 'Cashed out: 24.50', data: { value: 24.5, betIds: [expect.any(String)] } });
    const hedge = await detail(test, backer, cashOutResponse.parse(response.json()).data!.betIds[0]!);
    // (100 × 3.0 + 25 × 4.0) / 125 = 3.2.
    expect(hedge).toMatchObject({ type: 'lay', stake: 125, sizeMatched: 125, averagePriceMatched: 3.2, cashOut: true });
    // The other half runs: (+300, −100) + 25 on each = (+325, −75).
    expect(await profits(backer, spec)).toEqual([32_500, -7_500]);
  });

  /** India, Australia, the Draw: the bettor's back of 100 at 3.0 on India matched; waiting: a back of 200 at 2.5 on India, lays of 100 at 3.0 on Australia and at 4.0 on the Draw. */
  async function threeRunnerPosition() {
    const [backer, layer, maker] = [await bettor(test), await bettor(test), await bettor(test)];
    const spec = await emptyBook(test, 3);
    await order(test, layer, spec, { side: 'lay', price: 3, stake: 100 });
    await order(test, backer, spec, { side: 'back', price: 3, stake: 100 });
    await order(test, maker, spec, { side: 'back', price: 2.5, stake: 200 });
    await order(test, maker, spec, { side: 'lay', price: 3, stake: 100, selectionIndex: 1 });
    await order(test, maker, spec, { side: 'lay', price: 4, stake: 100, selectionIndex: 2 });
    return { backer, spec };
  }

  it("no key a bettor sends can take a hedge's place: a key holding the hedges' mark is refused on a bet and on a cash out", async () => {
    const { backer, spec } = await backedIndia();
    const before = await snapshot(backer, spec);
    const bet = await sendOrder(test, backer, spec, { side: 'back', price: 3, stake: 10, idempotencyKey: 'k:cash-out:0' });
    expect([bet.statusCode, errorMessageOf(bet)]).toEqual([400, expect.stringContaining('must not contain ":cash-out:"')]);
    const cashedOut = await cashOut(backer, spec, { value: 32.67, idempotencyKey: 'k:cash-out:0' });
    expect([cashedOut.statusCode, errorMessageOf(cashedOut)]).toEqual([400, expect.stringContaining('must not contain ":cash-out:"')]);
    expect(await snapshot(backer, spec)).toEqual(before);
  });

  it('three runners, all of it: backs Australia 100 at 3.0 (its whole level) and the Draw 75 at 4.0, 25.00 on every runner', async () => {
    const { backer, spec } = await threeRunnerPosition();
    expect(await profits(backer, spec)).toEqual([20_000, -10_000, -10_000]);

    // G(Q) = Q + (200 − Q)/2.5 − (Q + 100)/3 − (Q + 100)/4 rises with Q (slope 1 − 0.4 − 1/3 − 0.25 > 0), so the
    // pivot is the top of [−100, 200]: India unhedged, Australia backed 300/3 = 100, the Draw 300/4 = 75.
    // Locked 200 − 175 = 25; × 0.98 = 24.50.
    const response = await cashOut(backer, spec, { value: 24.5 });
    const answer = cashOutResponse.parse(response.json());
    expect(answer).toMatchObject({ status: true, data: { value: 24.5 } });
    const hedges = await Promise.all(answer.data!.betIds.map((betId) => detail(test, backer, betId)));
    expect(hedges.map((hedge) => [hedge.selection, hedge.type, hedge.sizeMatched, hedge.averagePriceMatched])).toEqual([
      ['Australia', 'back', 100, 3],
      ['The Draw', 'back', 75, 4],
    ]);
    expect(await profits(backer, spec)).toEqual([2_500, 2_500, 2_500]);
  });

  it('three runners, half of it: the same ladder locks 12.50 (12.25 after commission) on half the position', async () => {
    const { backer, spec } = await threeRunnerPosition();

    // Half is (+100, −50, −50); pivot 100: Australia backed 150/3 = 50, the Draw 150/4 = 37.50; 100 − 87.50 = 12.50.
    const response = await cashOut(backer, spec, { fraction: 0.5, value: 12.25 });
    expect(cashOutResponse.parse(response.json())).toMatchObject({ status: true, data: { value: 12.25 } });
    // The running half (+100, −50, −50) plus 12.50 on each.
    expect(await profits(backer, spec)).toEqual([11_250, -3_750, -3_750]);
  });

  it('fill or kill: a book that moved against the quote refuses with the new value and changes nothing; one that moved for it pays more', async () => {
    const { backer, maker, spec, makersBack } = await backedIndia();
    const waiting = await order(test, backer, spec, { side: 'lay', price: 1.5, stake: 100, selectionIndex: 1 });
    const other = await bettor(test);
    // The 3.0 back goes; the best lay of India is now 3.5: stake 400 / 3.5 = 114.29 locks 14.29; × 0.98 = 14.00.
    await order(test, other, spec, { side: 'back', price: 3.5, stake: 200 });
    await test.app.inject({ method: 'POST', url: '/api/bet/cancel', headers: maker.session.headers, payload: { betId: makersBack.betId } });
    const before = await snapshot(backer, spec);

    const refused = await cashOut(backer, spec, { value: 32.67 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: false,
      message: 'Cash out value changed: now 14.00',
      data: { value: 14, betIds: [] },
    });
    // Not even the waiting order was cancelled.
    expect(await snapshot(backer, spec)).toEqual(before);
    expect(await detail(test, backer, waiting.betId)).toMatchObject({ sizeRemaining: 100, sizeCancelled: 0 });

    // Now a back of India at 2.5 waits: lay 400 / 2.5 = 160 there, locking 60; × 0.98 = 58.80, more than accepted.
    await order(test, other, spec, { side: 'back', price: 2.5, stake: 200 });
    const better = await cashOut(backer, spec, { value: 14 });
    expect(better.json()).toEqual({ status: true, message: 'Cashed out: 58.80', data: { value: 58.8, betIds: [expect.any(String)] } });
    expect(await profits(backer, spec)).toEqual([6_000, 6_000]);
  });

  it('the value is read again at the end of the bet delay: a book that moved meanwhile refuses it', async () => {
    const { backer, maker, spec, makersBack } = await backedIndia();
    const other = await bettor(test);
    await order(test, other, spec, { side: 'back', price: 3.5, stake: 200 });
    duringDelay = async () => {
      await test.app.inject({
        method: 'POST',
        url: '/api/bet/cancel',
        headers: maker.session.headers,
        payload: { betId: makersBack.betId },
      });
    };
    const refused = await cashOut(backer, spec, { value: 32.67 });
    expect([refused.statusCode, errorMessageOf(refused)]).toEqual([409, strings.cashOutValueChanged(14)]);
    expect(await profits(backer, spec)).toEqual([30_000, -10_000]);
  });

  it('the bettor’s unmatched orders are cancelled first and never count: its own waiting back at 2.0 is no price to lay at', async () => {
    const { backer, spec } = await backedIndia();
    const own = await order(test, backer, spec, { side: 'back', price: 2, stake: 100 });
    const response = await cashOut(backer, spec, { value: 32.67 });
    expect(cashOutResponse.parse(response.json())).toMatchObject({ status: true, data: { value: 32.67 } });
    expect(await detail(test, backer, own.betId)).toMatchObject({ sizeMatched: 0, sizeCancelled: 100, case: 'cancelled' });
    expect(await profits(backer, spec)).toEqual([3_334, 3_333]);
  });

  it('is refused while the market is suspended or closed, on a market that is not an exchange market, and with nothing matched', async () => {
    const { backer, spec } = await backedIndia();
    await marketsOf(test).suspend(spec.marketId);
    const suspended = await cashOut(backer, spec, { value: 32.67 });
    expect([suspended.statusCode, errorMessageOf(suspended)]).toEqual([409, strings.betMarketSuspended]);
    await marketsOf(test).resume(spec.marketId);
    const stranger = await bettor(test);
    const nothing = await cashOut(stranger, spec, { value: 0 });
    expect([nothing.statusCode, errorMessageOf(nothing)]).toEqual([409, strings.cashOutNothing]);
    const bookmaker = marketSpec('bookmaker');
    await marketsOf(test).open(bookmaker);
    const house = await cashOut(backer, bookmaker, { value: 0 });
    expect([house.statusCode, errorMessageOf(house)]).toEqual([400, strings.cashOutNotExchange]);
    await marketsOf(test).close(spec.marketId);
    const closed = await cashOut(backer, spec, { value: 32.67 });
    expect([closed.statusCode, errorMessageOf(closed)]).toEqual([409, strings.betMarketClosed]);
    expect(await profits(backer, spec)).toEqual([30_000, -10_000]);
  });

  it('with nothing on offer to hedge with, says so and changes nothing', async () => {
    const { backer, maker, spec, makersBack } = await backedIndia();
    await test.app.inject({ method: 'POST', url: '/api/bet/cancel', headers: maker.session.headers, payload: { betId: makersBack.betId } });
    const refused = await cashOut(backer, spec, { value: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: false, message: strings.cashOutNotEnoughOnOffer, data: { value: null, betIds: [] } });
    expect(await profits(backer, spec)).toEqual([30_000, -10_000]);
  });

  it('two cash outs sent at once cash out once: the second finds nothing to cash out, or, sent under one key, the first answer', async () => {
    const { backer, spec } = await backedIndia();
    const answers = await Promise.all([cashOut(backer, spec, { value: 32.67 }), cashOut(backer, spec, { value: 32.67 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => (answer.json() as { message: string }).message).sort()).toEqual([
      'Cashed out: 32.67',
      strings.cashOutNothing,
    ]);
    expect(await profits(backer, spec)).toEqual([3_334, 3_333]);

    const again = await backedIndia();
    const keyed = await Promise.all([
      cashOut(again.backer, again.spec, { value: 32.67, idempotencyKey: 'co-1' }),
      cashOut(again.backer, again.spec, { value: 32.67, idempotencyKey: 'co-1' }),
    ]);
    const [first, second] = keyed.map((answer) => cashOutResponse.parse(answer.json()));
    expect(first).toMatchObject({ status: true, data: { value: 32.67 } });
    expect(second).toEqual(first);
    // A retry after the market was suspended still gets the first answer.
    await marketsOf(test).suspend(again.spec.marketId);
    const retry = await cashOut(again.backer, again.spec, { value: 32.67, idempotencyKey: 'co-1' });
    expect([retry.statusCode, retry.json()]).toEqual([200, first]);
    expect(await profits(again.backer, again.spec)).toEqual([3_334, 3_333]);
  });
});

/**
 * On SQLite the server takes orders on an order thread with its own connection and books in memory, while a cash
 * out runs on the server's thread: each sees the other's changes through the market row's book version.
 */
const orderThreads = usesPostgres() ? [] : [{ takenOn: 'the order thread' }];

describe.each(orderThreads)('cash out with the orders taken on $takenOn', () => {
  const threaded = {} as TestApp;
  beforeAll(async () => {
    const clock = testClock();
    const database = await createTestDatabase(clock.now);
    const thread = startOrderThread(database.location, (error) => {
      throw error;
    });
    await thread.ready;
    const app = await appOnDatabase(database.db, clock.now, thread.takeOrder);
    const close = async () => {
      await app.close();
      await thread.stop();
      await database.drop();
    };
    Object.assign(threaded, { app, db: database.db, location: database.location, clock, delays: [], close });
  });
  afterAll(() => threaded.close());

  it('the hedge meets the orders the thread stored, and the thread’s next order meets only what the hedge left', async () => {
    const { backer, maker, spec, makersBack } = await backedIndia(threaded);
    const response = await cashOut(backer, spec, { value: 32.67 }, threaded);
    expect(cashOutResponse.parse(response.json())).toMatchObject({ status: true, data: { value: 32.67 } });
    // 200 − 133.33 = 66.67 of the maker's back at 3.0 is left: a lay of 100 there takes it and waits with 33.33.
    const layer = await bettor(threaded);
    const lay = await order(threaded, layer, spec, { side: 'lay', price: 3, stake: 100 });
    expect(lay).toMatchObject({ sizeMatched: 66.67, sizeRemaining: 33.33 });
    expect(await detail(threaded, maker, makersBack.betId)).toMatchObject({ sizeMatched: 200, sizeRemaining: 0 });
  });
});
