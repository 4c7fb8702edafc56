import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposureResponse, tradeListResponse } from '../../contract/bets';
import { insertBet } from './fixtures';
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

  it('SRV-09 SRV-10 exposure sums open liability; the trade list has one record per open market', async () => {
    const { user, session } = await signedInTestUser(test);
    const owner = { userId: user.id, domainId: session.domainId };
    await insertBet(test.db, owner, { liability_cents: 10_050 });
    await insertBet(test.db, owner, { liability_cents: 20_000 });
    await insertBet(test.db, owner, {
      event_id: 4,
      match_id: 'M1',
      market_id: '4-L1-M1',
      market_type: 'FANCY',
      liability_cents: 5_000,
    });
    await insertBet(test.db, owner, { market_id: 'M2-odds', match_id: 'M2', liability_cents: 99_900, status: 'settled' });
    expect((await exposure(session)).data).toBe(350.5);
    const list = (await trades(session)).data;
    expect(list).toHaveLength(2);
    expect(list).toEqual(
      expect.arrayContaining([
        { _id: 'M1-odds', matchId: 'M1', eventId: 4, legueId: 'L1', sportsName: 'Cricket', event: 'A v B', markettype: 'Match Odds', count: 2 },
        { _id: '4-L1-M1', matchId: 'M1', eventId: 4, legueId: 'L1', sportsName: 'Cricket', event: 'A v B', markettype: 'FANCY', count: 1 },
      ]),
    );
  });

  it("SRV-09 another user's bets do not count", async () => {
    const owner = await createTestUser(test);
    const other = await createTestUser(test);
    const ownerSession = await signedIn(test.app, owner.userName, owner.password);
    const otherSession = await signedIn(test.app, other.userName, other.password);
    await insertBet(test.db, { userId: owner.id, domainId: ownerSession.domainId });
    expect((await exposure(otherSession)).data).toBe(0);
    expect((await trades(otherSession)).data).toEqual([]);
  });
});
