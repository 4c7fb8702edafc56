import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateDomain } from '../../server/repositories/domains';
import { placeTestBet } from './fixtures';
import { errorMessageOf, signedInTestUser, signInRequest, startTestApp, type Session, type TestApp } from './helper';
import { betPayload, marketSpec, marketsOf, placeBetRequest } from './markets';

const SUSPENDED = 'This site is suspended.';

let test: TestApp;
let user: { userName: string; password: string };
let session: Session;
beforeAll(async () => {
  test = await startTestApp();
  ({ user, session } = await signedInTestUser(test, { openingBalance: 10_000 }));
  await placeTestBet(test, session, 'matchOdds');
  await updateDomain(test.db, session.domainId, { status: 'suspend' });
});
afterAll(() => test.close());

describe('a suspended domain is suspended on the server', () => {
  it('DOM-07 SRV-03 sign-in is refused with a clear message, before any password check', async () => {
    for (const password of [user.password, 'wrong-password']) {
      const response = await signInRequest(test.app, user.userName, password);
      expect(response.statusCode).toBe(403);
      expect(errorMessageOf(response)).toBe(SUSPENDED);
    }
  });

  it('DOM-07 SRV-01 a session opened before the suspension is refused (403, so the app keeps showing /notfound)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: session.headers });
    expect(response.statusCode).toBe(403);
    expect(errorMessageOf(response)).toBe(SUSPENDED);
  });

  it('DOM-07 a bet of that session is refused and nothing is booked', async () => {
    const spec = marketSpec('matchOdds');
    await marketsOf(test).open(spec);
    const response = await placeBetRequest(test, session, betPayload(spec));
    expect(response.statusCode).toBe(403);
    expect(errorMessageOf(response)).toBe(SUSPENDED);
    // The market makers' quotes are orders in the market too: nothing of this bettor's.
    const bets = await test.db
      .selectFrom('bets')
      .select('id')
      .where('market_id', '=', spec.marketId)
      .where('user_id', '=', session.userId)
      .execute();
    expect(bets).toEqual([]);
  });

  it('DOM-07 the domain config still answers, with status "suspend" (the app shows /notfound for its record pages)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/domain/host/localhost', headers: { d: 'localhost' } });
    expect(response.json()).toMatchObject({ status: true, data: { status: 'suspend' } });
  });

  it('DOM-07 made active again, the same session and the sign-in work', async () => {
    await updateDomain(test.db, session.domainId, { status: 'active' });
    const details = await test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: session.headers });
    expect(details.statusCode).toBe(200);
    expect((await signInRequest(test.app, user.userName, user.password)).json()).toMatchObject({ status: true });
  });
});
