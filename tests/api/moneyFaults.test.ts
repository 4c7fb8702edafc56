import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_DOWN } from '../../contract/cards';
import { strings } from '../../contract/strings';
import { roundMarketSpec } from '../../server/engines/casino/roundMarkets';
import { closeTickOf } from '../../server/engines/casino/timeline';
import { tableMarketId } from '../../server/engines/casino/tables';
import type { MarketState } from '../../server/engines/sports/marketState';
import { createMarketSync } from '../../server/engines/sports/marketSync';
import { findMarketRow } from '../../server/repositories/markets';
import { casinoData, startCasinoTestApp, TICK_MS, tableDef } from './casinoTables';
import { holdLock } from './dbLock';
import { errorMessageOf, signedInTestUser, startTestApp, type Session, type TestApp } from './helper';
import { betPayload, marketSpec, marketsOf, placeBetRequest } from './markets';

/** A lock holds each attempt for the app's lock wait on both databases. */
const LOCK_TEST_TIMEOUT_MS = 60_000;
/** The app's wait for a locked row or file: each refused attempt waits it out in real time (the server's is 2 s). */
const LOCK_WAIT_MS = 500;

const statusOf = async (test: TestApp, marketId: string) => (await findMarketRow(test.db, marketId))?.status;

describe('a casino round whose close meets a locked database', { timeout: LOCK_TEST_TIMEOUT_MS }, () => {
  const def = tableDef('teen20');
  const marketId = tableMarketId(def, 'Winner');
  const errors: string[] = [];
  let casino: Awaited<ReturnType<typeof startCasinoTestApp>>;
  let test: TestApp;
  let session: Session;
  beforeAll(async () => {
    casino = await startCasinoTestApp({ tables: [def], onError: (_error, what) => errors.push(what), lockWaitMs: LOCK_WAIT_MS });
    test = casino.test;
    ({ session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 }));
  });
  afterAll(() => casino.close());

  /** One tick of the table, one tick length later on the table's clock. */
  const tick = async () => {
    test.clock.advance(TICK_MS);
    await casino.tables.tick();
  };
  const bet = (mid: string) => {
    const spec = roundMarketSpec(def, def.rules.markets[0] ?? (undefined as never), mid);
    return placeBetRequest(test, session, betPayload(spec, { stake: 100 }));
  };

  it('SRV-13 SRV-35 refuses bets from the round’s own close moment, turns no card until the close is stored, retries it, then settles', async () => {
    await tick();
    const mid = (await casinoData(test, def)).t1[0]?.mid ?? '';
    expect((await bet(mid)).json()).toMatchObject({ status: true, message: 'Bet placed successfully!' });
    // teen20 closes 5 ticks before its cards: autotime 20 → 5.
    for (let i = 1; i < closeTickOf(def); i += 1) await tick();
    expect((await casinoData(test, def)).t2[0]?.gstatus).toBe(1);

    const lock = await holdLock(test.location, marketId);
    try {
      await tick();
      expect(errors).toEqual([`teen20 close ${mid}`]);
      const stalled = await bet(mid);
      expect([stalled.statusCode, errorMessageOf(stalled)]).toEqual([503, 'The exchange is busy, please try again.']);
      // Ticks while the close is not due again: the round stays at its close, every card face down.
      for (let i = 0; i < 10; i += 1) await casino.tables.tick();
      const waiting = await casinoData(test, def);
      expect(waiting.t1[0]).toMatchObject({
        mid,
        autotime: 5,
        C1: FACE_DOWN,
        C2: FACE_DOWN,
        C3: FACE_DOWN,
        C4: FACE_DOWN,
        C5: FACE_DOWN,
        C6: FACE_DOWN,
      });
      expect(waiting.t2[0]?.gstatus).toBe(0);
    } finally {
      await lock.release();
    }

    // The stored close has not landed, yet the round's betting window is over.
    expect(await statusOf(test, marketId)).toBe('open');
    const late = await bet(mid);
    expect([late.statusCode, errorMessageOf(late)]).toEqual([409, 'Betting is closed for this market!']);

    await tick();
    expect(await statusOf(test, marketId)).toBe('closed');
    for (let i = 0; i < 10 && (await casinoData(test, def)).result[0]?.mid !== mid; i += 1) await tick();
    expect((await casinoData(test, def)).result[0]?.mid).toBe(mid);
    expect(await statusOf(test, marketId)).toBe('settled');
    expect(errors).toEqual([`teen20 close ${mid}`]);
  });
});

describe('a sports market whose suspend meets a locked database', { timeout: LOCK_TEST_TIMEOUT_MS }, () => {
  let test: TestApp;
  let session: Session;
  beforeAll(async () => {
    test = await startTestApp({ lockWaitMs: LOCK_WAIT_MS });
    ({ session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 }));
  });
  afterAll(() => test.close());

  it('SRV-13 the suspend is retried after its backoff until stored; the old prices never stay open', async () => {
    const errors: string[] = [];
    const sync = createMarketSync(marketsOf(test), (_error, what) => errors.push(what), test.clock.now);
    const before = marketSpec('matchOdds');
    // The market's public view is what the routes serve; the money core never reads it.
    const state = (spec: typeof before, status: MarketState['status']): MarketState => ({ spec, status, view: undefined as never });
    await sync.sync(state(before, 'open'));
    expect((await placeBetRequest(test, session, betPayload(before))).json()).toMatchObject({
      status: true,
      message: 'Bet placed successfully!',
    });

    // A goal: suspended, the prices move.
    const after = { ...before, selections: before.selections.map((selection) => ({ ...selection, back: 3, lay: 3.1 })) };
    const lock = await holdLock(test.location, before.marketId);
    try {
      await sync.sync(state(after, 'suspended'));
      expect(errors).toEqual([`suspend ${before.marketId}`]);
      const stalled = await placeBetRequest(test, session, betPayload(before));
      expect([stalled.statusCode, errorMessageOf(stalled)]).toEqual([503, 'The exchange is busy, please try again.']);
    } finally {
      await lock.release();
    }

    await sync.sync(state(after, 'suspended'));
    expect(await statusOf(test, before.marketId)).toBe('open');
    test.clock.advance(1_000);
    await sync.sync(state(after, 'suspended'));
    const row = await findMarketRow(test.db, before.marketId);
    expect([row?.status, JSON.parse(row?.selections ?? '[]')]).toEqual(['suspended', after.selections]);
    const refused = await placeBetRequest(test, session, betPayload(before));
    expect([refused.statusCode, errorMessageOf(refused)]).toEqual([409, 'Market suspended!']);
    expect(errors).toEqual([`suspend ${before.marketId}`]);
  });
});

describe('what a bet record says', () => {
  let test: TestApp;
  let session: Session;
  beforeAll(async () => {
    test = await startTestApp();
    ({ session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 }));
  });
  afterAll(() => test.close());

  const betsOf = async (matchId: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/bet/bet-details/list/${matchId}`, headers: session.headers })).json().data as {
      stake: number;
      placeTime: string;
    }[];

  it('SRV-13 two bets sent at once with one idempotency key: one bet, both answered as placed', async () => {
    const spec = marketSpec('matchOdds');
    await marketsOf(test).open(spec);
    const payload = betPayload(spec, { stake: 100, idempotencyKey: 'twice-at-once' });
    const answers = await Promise.all([placeBetRequest(test, session, payload), placeBetRequest(test, session, payload)]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, expect.objectContaining({ status: true, message: 'Bet placed successfully!' })],
      [200, expect.objectContaining({ status: true, message: 'Bet placed successfully!' })],
    ]);
    expect(await betsOf(spec.matchId)).toHaveLength(1);
  });

  it('SRV-13 the idempotency key of a placed bet sent with another stake is refused with 422, nothing placed', async () => {
    const spec = marketSpec('matchOdds');
    await marketsOf(test).open(spec);
    await placeBetRequest(test, session, betPayload(spec, { stake: 100, idempotencyKey: 'reused' }));
    const reused = await placeBetRequest(test, session, betPayload(spec, { stake: 500, idempotencyKey: 'reused' }));
    expect([reused.statusCode, errorMessageOf(reused)]).toEqual([422, strings.betKeyReused]);
    expect((await betsOf(spec.matchId)).map((bet) => bet.stake)).toEqual([100]);
  });

  it('SRV-12 placeTime is the server’s clock when it took the bet, not the time the client claims', async () => {
    const spec = marketSpec('matchOdds');
    await marketsOf(test).open(spec);
    const taken = new Date(test.clock.now()).toISOString();
    await placeBetRequest(test, session, betPayload(spec, { placeTime: '2020-01-01T00:00:00.000Z' }));
    expect((await betsOf(spec.matchId)).map((bet) => bet.placeTime)).toEqual([taken]);
  });
});
