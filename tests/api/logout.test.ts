import { describe, expect, it } from 'vitest';
import { strings } from '../../contract/strings';
import { errorMessageOf, signedInTestUser, useTestApp, type Session } from './helper';

const test = useTestApp();

const userDetails = (session: Session) =>
  test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: session.headers });

type LogoutRequest = { payload?: string; contentType?: string };

const logoutRequests: [string, LogoutRequest][] = [
  ['no body, no content type', {}],
  ['an empty body declared as JSON', { payload: '', contentType: 'application/json' }],
  ['{} as JSON', { payload: '{}', contentType: 'application/json' }],
  ['{} as JSON with a charset', { payload: '{}', contentType: 'application/json; charset=utf-8' }],
];

describe('logout works for any well-formed client', () => {
  it.each(logoutRequests)('SRV-01 logout with %s revokes the token', async (_label, { payload, contentType }) => {
    const { session } = await signedInTestUser(test);
    expect((await userDetails(session)).statusCode).toBe(200);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...session.headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.json()).toEqual({ status: true, message: 'Logged out' });
    const after = await userDetails(session);
    expect(after.statusCode).toBe(401);
    expect(errorMessageOf(after)).toBe(strings.unauthorized);
  });

  it('SRV-01 a body that is not JSON at all is still refused with a clear 400', async () => {
    const { session } = await signedInTestUser(test);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    errorMessageOf(response);
    expect((await userDetails(session)).statusCode).toBe(200);
  });
});
