import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betHistoryResponse } from '../../contract/bets';
import { profitLossResponse, statementResponse, type ProfitLossRequest } from '../../contract/records';
import type { MarketSpec } from '../../server/markets/types';
import { deposit } from '../../server/services/money';
import { placeTestBet } from './fixtures';
import { updateDomain } from '../../server/repositories/domains';
import { createTestUser, errorMessageOf, localDomainId, signedInTestUser, startTestApp, type Session, type TestApp } from './helper';
import { marketsOf, marketSpec } from './markets';

let test: TestApp;
let session: Session;
let userId: string;
let from: string;
const STEP = 60_000;
const specs: Record<string, MarketSpec> = {};

/** One minute per step (sessions last 30): opening balance, a CLI deposit, then bets settled one by one, and one bet left open. */
beforeAll(async () => {
  test = await startTestApp();
  // These records are of bets and money movements; the exchange's commission has its own tests (exchange.test.ts).
  await updateDomain(test.db, await localDomainId(test.app), { commission_bps: 0 });
  from = new Date(test.clock.now() - 1_000).toISOString();
  const signed = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 100_000 });
  session = signed.session;
  userId = signed.user.id;
  const step = () => test.clock.advance(STEP);
  step();
  await deposit(test.db, test.clock.now, { userId, amountCents: 50_000, displayText: 'Deposit', remark: 'top-up' });
  const bets: [string, MarketSpec['kind'], Partial<MarketSpec>, Parameters<typeof placeTestBet>[3]][] = [
    ['odds', 'matchOdds', {}, { stake: 200 }], // India wins: +300
    ['fancy', 'fancy', {}, { type: 'lay', stake: 100 }], // runs 90 ≥ 80: No loses 100
    ['soccer', 'matchOdds', { eventId: 1, sportsName: 'Soccer', eventName: 'Arsenal v Chelsea' }, { stake: 100 }], // loses 100
    ['teenpatti', 'casino', {}, { stake: 100 }], // Player A wins: +98
    ['dragonTiger', 'casino', { eventId: 98790, eventName: 'Dragon Tiger' }, { stake: 500 }], // loses 500
  ];
  for (const [name, kind, overrides, options] of bets) {
    step();
    specs[name] = await placeTestBet(test, session, kind, { ...options, spec: marketSpec(kind, overrides) });
  }
  specs.oddsSameMatch = await placeTestBet(test, session, 'bookmaker', {
    stake: 100,
    spec: marketSpec('bookmaker', { matchId: specs.odds!.matchId }),
  });
  const results = [
    ['odds', { kind: 'winner', selectionId: 11 }],
    ['oddsSameMatch', { kind: 'winner', selectionId: 22 }], // India bookmaker back loses 100
    ['fancy', { kind: 'runs', value: 90 }],
    ['soccer', { kind: 'winner', selectionId: 12 }],
    ['teenpatti', { kind: 'winner', selectionId: 1 }],
    ['dragonTiger', { kind: 'winner', selectionId: 3 }],
  ] as const;
  for (const [name, result] of results) {
    step();
    await marketsOf(test).settle(specs[name]!.marketId, result);
  }
  step();
  await placeTestBet(test, session, 'casino', { stake: 300 }); // stays open
});
afterAll(() => test.close());

const window = () => ({ from, to: new Date(test.clock.now() + 1_000).toISOString() });
const post = (url: string, payload: object) => test.app.inject({ method: 'POST', url, headers: session.headers, payload });
const statement = async (filter: string, page = 1, pageSize = 10, dates = window()) =>
  statementResponse.parse((await post(`/api/transit/transactions/test/${page}/${pageSize}`, { userId, filter, ...dates })).json());
const history = async (status: string, sportsName: string, page = 1, pageSize = 10) =>
  betHistoryResponse.parse((await post(`/api/bet/history/test/${page}/${pageSize}`, { status, sportsName, ...window() })).json());
const profitLoss = async (level: Partial<ProfitLossRequest> = {}, page = 1, pageSize = 10) =>
  profitLossResponse.parse((await post(`/api/profit-loss/test/${page}/${pageSize}`, { ...window(), ...level })).json());

describe('account statement', () => {
  it('SRV-07 REC-08 REC-09 every money movement newest first with the balance after it; opening balance and CLI deposit included', async () => {
    const body = await statement('all');
    expect(body).toMatchObject({ status: true, currentPage: 1, totalPages: 1 });
    expect(body.pageItems.map((row) => [row.type, row.amount])).toEqual([
      ['withdraw', 500],
      ['deposite', 98],
      ['withdraw', 100],
      ['withdraw', 100],
      ['withdraw', 100],
      ['deposite', 300],
      ['deposite', 500],
      ['deposite', 10_000],
    ]);
    const balances = body.pageItems.map((row) => (row.payer._id === userId ? row.openingBalancePayer : row.openingBalancePayee));
    expect(balances).toEqual([10_098, 10_598, 10_500, 10_600, 10_700, 10_800, 10_500, 10_000]);
    expect(body.pageItems.at(-1)).toMatchObject({ displayText: 'Opening Balance', betId: null });
    expect(body.pageItems.at(-2)).toMatchObject({ displayText: 'Deposit', remark: 'top-up', betId: null });
    expect(body.pageItems[0]).toMatchObject({ displayText: 'Dragon Tiger / Teenpatti T20 / Round R1', betId: expect.any(String) });
  });

  it('OPEN-100 filter upline keeps deposits and withdrawals, betRecords keeps bet settlements', async () => {
    expect((await statement('upline')).pageItems.map((row) => row.amount)).toEqual([500, 10_000]);
    const betRecords = (await statement('betRecords')).pageItems;
    expect(betRecords).toHaveLength(6);
    expect(betRecords.every((row) => row.betId !== null)).toBe(true);
  });

  it('REC-04 REC-06 API-09 pages and date windows', async () => {
    const second = await statement('all', 2, 3);
    expect(second).toMatchObject({ currentPage: 2, totalPages: 3 });
    expect(second.pageItems.map((row) => row.amount)).toEqual([100, 100, 300]);
    const firstStep = { from, to: new Date(Date.parse(from) + STEP / 2).toISOString() };
    expect((await statement('all', 1, 10, firstStep)).pageItems.map((row) => row.amount)).toEqual([10_000]);
  });

  it("SRV-07 another user's statement is forbidden; a bad filter names the field", async () => {
    const other = await createTestUser(test);
    const forbidden = await post('/api/transit/transactions/test/1/10', { userId: other.id, filter: 'all', ...window() });
    expect(forbidden.statusCode).toBe(403);
    const bad = await post('/api/transit/transactions/test/1/10', { userId, filter: 'everything', ...window() });
    expect(bad.statusCode).toBe(400);
    expect(errorMessageOf(bad)).toContain('body.filter');
  });
});

describe('bet history', () => {
  it('SRV-14 REC-13 unsettled lists the open bets only; settled ones carry settledAt and case', async () => {
    const unsettled = await history('unsettled', 'all');
    expect(unsettled.pageItems).toHaveLength(1);
    expect(unsettled.pageItems[0]).toMatchObject({ stake: 300, case: '', settledAt: null, sportsName: 'Casino' });
    const settled = await history('settled', 'all');
    expect(settled.pageItems.map((bet) => [bet.sportsName, bet.case])).toEqual([
      ['Casino', 'loss'],
      ['Casino', 'win'],
      ['Soccer', 'loss'],
      ['Cricket', 'loss'],
      ['Cricket', 'loss'],
      ['Cricket', 'win'],
    ]);
    expect(settled.pageItems.every((bet) => bet.settledAt !== null)).toBe(true);
  });

  it('OPEN-103 REC-04 API-16 sportsName filters a sport or Casino; pages', async () => {
    expect((await history('settled', 'Cricket')).pageItems.map((bet) => bet.markettype)).toEqual(['FANCY', 'Bookmaker', 'Match Odds']);
    expect((await history('settled', 'Casino')).pageItems).toHaveLength(2);
    expect((await history('unsettled', 'Cricket')).pageItems).toEqual([]);
    const page = await history('settled', 'all', 2, 4);
    expect(page).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(page.pageItems.map((bet) => bet.markettype)).toEqual(['Bookmaker', 'Match Odds']);
  });
});

describe('profit and loss', () => {
  it('SRV-15 REC-16 the first level sums per sport and per casino table', async () => {
    const rows = (await profitLoss()).pageItems;
    expect(rows.map((row) => [row.sportsName, row.eventName, row.eventId, row.profitloss, row.bets])).toEqual([
      ['Casino', 'Dragon Tiger', '98790', -500, 1],
      ['Casino', '20-20 Teenpatti', '56767', 98, 1],
      ['Soccer', 'Soccer', '1', -100, 1],
      ['Cricket', 'Cricket', '4', 100, 3],
    ]);
  });

  it('REC-15 REC-17 OPEN-108 API-17 drills down sport → match → market type → bets', async () => {
    const matches = (await profitLoss({ eventId: '4' })).pageItems;
    expect(matches).toEqual([
      expect.objectContaining({ eventName: 'India v Australia', matchId: specs.fancy!.matchId, profitloss: -100 }),
      expect.objectContaining({ matchId: specs.odds!.matchId, profitloss: 200, bets: 2 }),
    ]);
    const markets = (await profitLoss({ eventId: '4', matchId: specs.odds!.matchId })).pageItems;
    expect(markets.map((row) => [row.markettype, row.profitloss, row.bets])).toEqual([
      ['Bookmaker', -100, 1],
      ['Match Odds', 300, 1],
    ]);
    const bets = (await profitLoss({ eventId: '4', matchId: specs.odds!.matchId, markettype: 'Match Odds' })).pageItems;
    expect(bets).toEqual([
      expect.objectContaining({
        selection: 'India',
        type: 'back',
        oddsReq: 2.5,
        stake: 200,
        profitloss: 300,
        settledAt: expect.any(String),
        placeTime: expect.any(String),
      }),
    ]);
  });

  it('REC-17 casino drills down to the table and ends in markettype "Casino"', async () => {
    const table = specs.teenpatti!;
    const rounds = (await profitLoss({ eventId: String(table.eventId) })).pageItems;
    expect(rounds.map((row) => row.matchId)).toEqual([table.matchId]);
    const markets = (await profitLoss({ eventId: String(table.eventId), matchId: table.matchId })).pageItems;
    expect(markets.map((row) => row.markettype)).toEqual(['Casino']);
    const bets = (await profitLoss({ eventId: String(table.eventId), matchId: table.matchId, markettype: 'Casino' })).pageItems;
    expect(bets).toEqual([expect.objectContaining({ selection: 'Player A', profitloss: 98 })]);
  });

  it('REC-04 levels page; a non-numeric eventId is refused', async () => {
    const page = await profitLoss({}, 2, 3);
    expect(page).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(page.pageItems.map((row) => row.sportsName)).toEqual(['Cricket']);
    const bad = await post('/api/profit-loss/test/1/10', { ...window(), eventId: 'cricket' });
    expect(bad.statusCode).toBe(400);
    expect(errorMessageOf(bad)).toContain('eventId');
  });
});
