import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { strings } from '../../contract/strings';
import {
  authHeaders,
  createTestUser,
  errorMessageOf,
  signedIn,
  startTestAppWithUser,
  TOKEN_TTL_MINUTES,
  type Session,
  type TestApp,
} from './helper';

let test: TestApp;
let session: Session;
let user: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  ({ test, user, session } = await startTestAppWithUser({
    name: 'Asha',
    mobile: '9800000000',
    openingBalance: 1_234.5,
    exposureLimit: 9_000,
  }));
});
afterAll(() => test.close());

const userDetails = (headers: Record<string, string>) => test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers });

async function expectUnauthorized(headers: Record<string, string>) {
  const response = await userDetails(headers);
  expect(response.statusCode).toBe(401);
  expect(errorMessageOf(response)).toBe(strings.unauthorized);
}

describe('session', () => {
  it('SRV-04 API-06 STATE-14 user details of the token holder', async () => {
    const response = await userDetails(session.headers);
    expect(response.statusCode).toBe(200);
    expect(userDetailsResponse.parse(response.json()).data).toEqual({
      _id: user.id,
      userName: user.userName,
      name: 'Asha',
      mobile: '9800000000',
      exposureLimit: 9_000,
      role: { name: 'User', rolePermissions: [] },
      currency: 'INR',
      openingBalance: 1_234.5,
    });
  });

  it('SRV-01 AUTH-26 no auth headers → 401 Unauthorized', async () => {
    await expectUnauthorized({ d: session.domainId });
  });

  it('SRV-01 OPEN-117 API-03 a missing or different User-Token → 401', async () => {
    const { 'user-token': _omitted, ...withoutUserToken } = session.headers;
    await expectUnauthorized(withoutUserToken);
    await expectUnauthorized({ ...session.headers, 'user-token': `${session.token}x` });
  });

  it('SRV-01 a missing or malformed Bearer → 401', async () => {
    const { authorization: _omitted, ...withoutAuthorization } = session.headers;
    await expectUnauthorized(withoutAuthorization);
    await expectUnauthorized({ ...session.headers, authorization: session.token });
  });

  it('SRV-01 DOM-11 header d must be the domain _id of the user (a host or another id → 401)', async () => {
    await expectUnauthorized({ ...session.headers, d: 'localhost' });
    await expectUnauthorized({ ...session.headers, d: 'ffffffffffffffffffffffff' });
    const { d: _omitted, ...withoutD } = session.headers;
    await expectUnauthorized(withoutD);
  });

  it('SRV-01 an unknown token → 401', async () => {
    await expectUnauthorized(authHeaders('A'.repeat(43), session.domainId));
  });

  it('OPEN-024 SRV-01 a token expires after TOKEN_TTL_MINUTES → 401', async () => {
    const fresh = await signedIn(test.app, user.userName, user.password);
    test.clock.advance(TOKEN_TTL_MINUTES * 60_000 - 1_000);
    expect((await userDetails(fresh.headers)).statusCode).toBe(200);
    test.clock.advance(1_000);
    await expectUnauthorized(fresh.headers);
  });

  it('SRV-01 every user endpoint refuses a missing token with 401 JSON', async () => {
    for (const url of [
      '/api/bet/exposure/fetch',
      '/api/bet/trade/list',
      '/api/auth/password-update-history/1/10',
      `/api/auth/login-activity/${user.id}/1/10`,
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: { d: session.domainId } });
      expect(response.statusCode, url).toBe(401);
      expect(errorMessageOf(response)).toBe(strings.unauthorized);
    }
  });
});
