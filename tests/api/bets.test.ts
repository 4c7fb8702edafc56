import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposureResponse, tradeListResponse } from '../../contract/bets';
import { placeTestBet } from './fixtures';
import { marketsOf } from './markets';
import { createTestUser, signedIn, signedInTestUser, startTestApp, type Session, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const exposure = async (session: Session) =>
  exposureResponse.parse((await test.app.inject({ method: 'GET', url: '/api/bet/exposure/fetch', headers: session.headers })).json());
const trades = async (session: Session) =>
  tradeListResponse.parse((await test.app.inject({ method: 'GET', url: '/api/bet/trade/list', headers: session.headers })).json());

describe('exposure and trade list', () => {
  it('SRV-09 SRV-10 API-11 API-12 a new user has exposure 0 and no live bets', async () => {
    const { session } = await signedInTestUser(test);
    expect(await exposure(session)).toEqual({ status: true, data: 0 });
    expect(await trades(session)).toEqual({ status: true, data: [] });
  });

  it('SRV-09 SRV-10 exposure sums the open markets; the trade list has one record per open market', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000 });
    const odds = await placeTestBet(test, session, 'matchOdds', { stake: 150 });
    await placeTestBet(test, session, 'matchOdds', { spec: odds, stake: 150 });
    const fancy = await placeTestBet(test, session, 'fancy', { type: 'lay', stake: 100 });
    const settled = await placeTestBet(test, session, 'bookmaker', { stake: 999 });
    await marketsOf(test).settle(settled.marketId, { kind: 'winner', selectionId: 21 });
    expect((await exposure(session)).data).toBe(400);
    const list = (await trades(session)).data;
    expect(list).toHaveLength(2);
    expect(list).toEqual(
      expect.arrayContaining([
        {
          _id: odds.marketId,
          matchId: odds.matchId,
          eventId: 4,
          legueId: 'L1',
          sportsName: 'Cricket',
          event: 'India v Australia',
          markettype: 'Match Odds',
          count: 2,
          marketName: 'Match Odds',
          exposure: 300,
          sizeMatched: 300,
          sizeRemaining: 0,
        },
        {
          _id: fancy.marketId,
          matchId: fancy.matchId,
          eventId: 4,
          legueId: 'L1',
          sportsName: 'Cricket',
          event: 'India v Australia',
          markettype: 'FANCY',
          count: 1,
          marketName: '10 over runs IND',
          exposure: 100,
          sizeMatched: 100,
          sizeRemaining: 0,
        },
      ]),
    );
  });

  it("SRV-09 another user's bets do not count", async () => {
    const owner = await createTestUser(test);
    const other = await createTestUser(test);
    const ownerSession = await signedIn(test.app, owner.userName, owner.password);
    const otherSession = await signedIn(test.app, other.userName, other.password);
    await placeTestBet(test, ownerSession, 'casino');
    expect((await exposure(otherSession)).data).toBe(0);
    expect((await trades(otherSession)).data).toEqual([]);
  });
});
