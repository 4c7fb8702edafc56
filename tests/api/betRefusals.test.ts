import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetPayload } from '../../contract/bets';
import { strings } from '../../contract/strings';
import type { MinMaxTable } from '../../server/db/schema';
import type { MarketSpec } from '../../server/markets/types';
import { setEventLock } from '../../server/repositories/eventLocks';
import { DEFAULT_LIMITS } from '../../server/seed/defaults';
import { errorMessageOf, signedInTestUser, startTestApp, type Session, type TestApp } from './helper';
import { betPayload, marketsOf, marketSpec, placeBetRequest } from './markets';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

interface Bettor {
  id: string;
  session: Session;
}

async function newBettor(balance = 10_000, exposureLimit = 50_000): Promise<Bettor> {
  const { user, session } = await signedInTestUser(test, { openingBalance: balance, exposureLimit });
  return { id: user.id, session };
}

/** Everything a bet could change for the user. */
async function moneyState(userId: string) {
  const [user, bets, positions, ledger] = await Promise.all([
    test.db.selectFrom('users').select('balance_cents').where('id', '=', userId).executeTakeFirstOrThrow(),
    test.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute(),
    test.db.selectFrom('positions').select(['book', 'exposure_cents']).where('user_id', '=', userId).execute(),
    test.db.selectFrom('ledger').select('id').where('user_id', '=', userId).execute(),
  ]);
  return { balance: Number(user.balance_cents), bets: bets.length, positions, ledger: ledger.length };
}

/** Sends the bet, expects the refusal (status code, envelope, exact message) and that nothing changed. */
async function expectRefused(bettor: Bettor, payload: BetPayload | Record<string, unknown>, statusCode: number, message: string) {
  const before = await moneyState(bettor.id);
  const response = await placeBetRequest(test, bettor.session, payload);
  expect(response.statusCode).toBe(statusCode);
  expect(errorMessageOf(response)).toBe(message);
  expect(await moneyState(bettor.id)).toEqual(before);
}

async function opened(kind: MarketSpec['kind'], overrides: Partial<MarketSpec> = {}) {
  const spec = marketSpec(kind, overrides);
  await marketsOf(test).open(spec);
  return spec;
}

async function withLimits(limits: Partial<MinMaxTable>, run: () => Promise<void>) {
  const domainId = (await test.db.selectFrom('domain_hosts').select('domain_id').where('host', '=', 'localhost').executeTakeFirstOrThrow())
    .domain_id;
  const saved = await test.db.selectFrom('min_max').selectAll().where('domain_id', '=', domainId).executeTakeFirstOrThrow();
  await test.db.updateTable('min_max').set(limits).where('domain_id', '=', domainId).execute();
  try {
    await run();
  } finally {
    await test.db.updateTable('min_max').set(saved).where('domain_id', '=', domainId).execute();
  }
}

describe('POST /bet/save2 refuses, with its exact message, and changes nothing', () => {
  it('SRV-13 an unknown market, an unknown selection and a bet naming another match', async () => {
    const bettor = await newBettor();
    const spec = await opened('matchOdds');
    await expectRefused(bettor, { ...betPayload(spec), marketId: 'no-such-market' }, 404, strings.betMarketNotFound);
    await expectRefused(bettor, { ...betPayload(spec), selectionId: 999 }, 404, strings.betSelectionNotFound);
    await expectRefused(bettor, { ...betPayload(spec), matchId: 'another-match' }, 400, strings.betDoesNotMatchMarket);
    await expectRefused(bettor, { ...betPayload(spec), markettype: 'Bookmaker' }, 400, strings.betDoesNotMatchMarket);
  });

  it('SRV-29 an event locked for the user (sport or casino table)', async () => {
    const bettor = await newBettor();
    const spec = await opened('casino');
    await setEventLock(test.db, { userId: bettor.id, eventId: spec.eventId, locked: true, updatedAt: new Date().toISOString() });
    await expectRefused(bettor, betPayload(spec), 403, strings.betEventLocked);
    const other = await newBettor();
    expect((await placeBetRequest(test, other.session, betPayload(spec))).statusCode).toBe(200);
  });

  it('CONST-01 BET-19 casino stakes outside 100–5000; the ends pass', async () => {
    const bettor = await newBettor();
    const spec = await opened('casino');
    await expectRefused(bettor, betPayload(spec, { stake: 99 }), 400, strings.minimumStakeExceeded);
    await expectRefused(bettor, betPayload(spec, { stake: 5001 }), 400, strings.maximumStakeExceeded);
    expect((await placeBetRequest(test, bettor.session, betPayload(spec, { stake: 100 }))).statusCode).toBe(200);
    expect((await placeBetRequest(test, bettor.session, betPayload(spec, { stake: 5000 }))).statusCode).toBe(200);
  });

  it('SRV-25 BET-14..17 odds, bookmaker and fancy stakes are checked against get-min-max', async () => {
    const bettor = await newBettor(1_000_000, 1_000_000);
    await withLimits({ odds_min: 200, odds_max: 300, bookmaker_min: 300, bookmaker_max: 400, fancy_min: 500, fancy_max: 600 }, async () => {
      const odds = await opened('matchOdds');
      await expectRefused(bettor, betPayload(odds, { stake: 199 }), 400, strings.minimumStakeExceeded);
      await expectRefused(bettor, betPayload(odds, { stake: 301 }), 400, strings.maximumStakeExceeded);
      const bookmaker = await opened('bookmaker');
      await expectRefused(bettor, betPayload(bookmaker, { stake: 299 }), 400, strings.minimumStakeExceeded);
      await expectRefused(bettor, betPayload(bookmaker, { stake: 401 }), 400, strings.maximumStakeExceeded);
      const fancy = await opened('fancy');
      await expectRefused(bettor, betPayload(fancy, { stake: 499 }), 400, strings.minimumStakeExceeded);
      await expectRefused(bettor, betPayload(fancy, { stake: 601 }), 400, strings.maximumStakeExceeded);
      expect((await placeBetRequest(test, bettor.session, betPayload(fancy, { stake: 600 }))).statusCode).toBe(200);
    });
  });

  it('OPEN-053 BET-15 with advanceBetLock, match odds before the event is in play refuse every stake; in play they pass', async () => {
    const bettor = await newBettor();
    await withLimits({ advance_bet_lock: 1 }, async () => {
      const preMatch = await opened('matchOdds', { inPlay: false });
      await expectRefused(bettor, betPayload(preMatch, { stake: 100 }), 400, strings.maximumStakeExceeded);
      await marketsOf(test).reprice(preMatch.marketId, preMatch.selections, true);
      expect((await placeBetRequest(test, bettor.session, betPayload(preMatch, { stake: 100 }))).statusCode).toBe(200);
    });
  });

  it('BET-20..22 MSG-09 a price that is not the live one: casino rate, odds after a reprice, a side not offered, fancy size', async () => {
    const bettor = await newBettor();
    const casino = await opened('casino');
    await expectRefused(bettor, { ...betPayload(casino), oddsReq: 1.97 }, 409, strings.betRateChanged);
    const odds = await opened('matchOdds');
    const stalePayload = betPayload(odds);
    await marketsOf(test).reprice(odds.marketId, [{ ...odds.selections[0]!, back: 2.48 }, odds.selections[1]!]);
    await expectRefused(bettor, stalePayload, 409, strings.betRateChanged);
    await marketsOf(test).reprice(odds.marketId, [{ ...odds.selections[0]!, lay: null }, odds.selections[1]!]);
    await expectRefused(bettor, { ...betPayload(odds, { type: 'lay' }), oddsReq: 2.52 }, 409, strings.betRateChanged);
    const fancy = await opened('fancy');
    await expectRefused(bettor, { ...betPayload(fancy), size: 95 }, 409, strings.betRateChanged);
    await expectRefused(bettor, { ...betPayload(fancy), price: 83 }, 409, strings.betRateChanged);
  });

  it('BET-23 OPEN-055 the delay runs before the final price check: a reprice during the delay refuses the bet', async () => {
    const spec = marketSpec('bookmaker', { inPlay: false });
    const repriceDuringDelay = async () => {
      await marketsOf(delayed).reprice(spec.marketId, [{ ...spec.selections[0]!, back: 44 }, spec.selections[1]!]);
    };
    const delayed = await startTestApp({ sleep: repriceDuringDelay });
    try {
      const { user, session } = await signedInTestUser(delayed, { openingBalance: 10_000, exposureLimit: 50_000 });
      await marketsOf(delayed).open(spec);
      const response = await placeBetRequest(delayed, session, betPayload(spec));
      expect(response.statusCode).toBe(409);
      expect(errorMessageOf(response)).toBe(strings.betRateChanged);
      expect(delayed.delays).toEqual([100]);
      expect(await delayed.db.selectFrom('bets').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    } finally {
      await delayed.close();
    }
  });

  it('BET-23 OPEN-056 the delay is delay × 1000 ms; an explicit 0 waits nothing; no configured limits wait 100 ms', async () => {
    const bettor = await newBettor();
    // Before the off: in play, the sport's own delay applies.
    const spec = await opened('fancy', { inPlay: false });
    test.delays.length = 0;
    await withLimits({ delay_seconds: 2 }, async () => {
      await placeBetRequest(test, bettor.session, betPayload(spec));
    });
    await withLimits({ delay_seconds: 0 }, async () => {
      await placeBetRequest(test, bettor.session, betPayload(spec));
    });
    expect(test.delays).toEqual([2000]);
    await test.db.deleteFrom('min_max').where('domain_id', '=', bettor.session.domainId).execute();
    try {
      await placeBetRequest(test, bettor.session, betPayload(spec));
      expect(test.delays).toEqual([2000, 100]);
    } finally {
      await test.db
        .insertInto('min_max')
        .values({ ...DEFAULT_LIMITS, domain_id: bettor.session.domainId })
        .execute();
    }
  });

  it('SRV-13 a suspended market or runner, a closed or settled market, and a casino bet on another round', async () => {
    const bettor = await newBettor();
    const odds = await opened('matchOdds');
    await marketsOf(test).suspend(odds.marketId);
    await expectRefused(bettor, betPayload(odds), 409, strings.betMarketSuspended);
    await marketsOf(test).resume(odds.marketId);
    await marketsOf(test).reprice(odds.marketId, [{ ...odds.selections[0]!, suspended: true }, odds.selections[1]!]);
    await expectRefused(bettor, betPayload(odds), 409, strings.betMarketSuspended);
    await marketsOf(test).close(odds.marketId);
    await expectRefused(bettor, betPayload(odds, { selectionIndex: 1 }), 409, strings.betMarketClosed);
    await marketsOf(test).settle(odds.marketId, { kind: 'void' });
    await expectRefused(bettor, betPayload(odds, { selectionIndex: 1 }), 409, strings.betMarketClosed);
    const casino = await opened('casino');
    await expectRefused(bettor, { ...betPayload(casino), roundId: 'R0' }, 409, strings.betRoundChanged);
  });

  it('SRV-13 CONST-07 a bet that would take balance − exposure below 0, or exposure above the user limit', async () => {
    const poor = await newBettor(1_000, 50_000);
    const spec = await opened('matchOdds');
    expect((await placeBetRequest(test, poor.session, betPayload(spec, { stake: 1000 }))).statusCode).toBe(200);
    // That back took the whole best level; the market maker quotes it again before the next bet.
    await marketsOf(test).quote(spec.marketId);
    await expectRefused(poor, betPayload(spec, { selectionIndex: 0, stake: 100 }), 422, strings.betInsufficientBalance);
    // A lay of the same runner reduces the worst case, so it is taken although nothing is left.
    expect((await placeBetRequest(test, poor.session, betPayload(spec, { type: 'lay', stake: 100 }))).statusCode).toBe(200);
    const limited = await newBettor(10_000, 500);
    await expectRefused(limited, betPayload(spec, { type: 'lay', stake: 400 }), 422, strings.betExposureLimitExceeded);
  });

  it('SRV-01 SRV-13 a malformed payload names the field; no token is 401', async () => {
    const bettor = await newBettor();
    const spec = await opened('casino');
    const malformed = { ...betPayload(spec), stake: 'lots' };
    const before = await moneyState(bettor.id);
    const response = await placeBetRequest(test, bettor.session, malformed);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toMatch(/stake/);
    const anonymous = await test.app.inject({ method: 'POST', url: '/api/bet/save2', payload: betPayload(spec) });
    expect(anonymous.statusCode).toBe(401);
    expect(await moneyState(bettor.id)).toEqual(before);
  });
});
