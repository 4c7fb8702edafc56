import { describe, expect, it } from 'vitest';
import { createTestUser, useTestApp, type TestApp } from './helper';

const PROXY = '10.9.9.9';
const test = useTestApp({ trustProxy: 1, signInIpFailuresPerHour: 2 });

const serverIpsOf = async (userId: string) =>
  (await test.db.selectFrom('login_activity').select('server_ip').where('user_id', '=', userId).orderBy('login_time').execute()).map(
    (row) => row.server_ip,
  );

/** A sign-in from peer `peer`, with an X-Forwarded-For header when `forwarded` is given. */
const signInVia = (app: TestApp, userName: string, password: string, peer: string, forwarded?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: peer,
    headers: { d: 'localhost', ...(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }) },
    payload: { userName, password, deviceIp: '', ipInfo: { query: '' } },
  });

describe('the client address with TRUST_PROXY', () => {
  it('SRV-03 a forwarded value that is not an IP address is ignored: the address the proxy saw counts', async () => {
    const user = await createTestUser(test);
    for (const forwarded of ['garbage', '<script>', 'unknown, ', '999.1.1.1']) {
      test.clock.advance(1);
      expect((await signInVia(test, user.userName, user.password, PROXY, forwarded)).json()).toMatchObject({ status: true });
    }
    expect(await serverIpsOf(user.id)).toEqual([PROXY, PROXY, PROXY, PROXY]);
  });

  it('SRV-03 the IP lookup answers the same address, never the forwarded garbage', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/ip/json',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': 'garbage' },
    });
    expect(response.json()).toMatchObject({ query: PROXY });
  });

  it('SRV-03 ::ffff:1.2.3.4 is 1.2.3.4: recorded so, and one budget in the limits', async () => {
    const user = await createTestUser(test);
    test.clock.advance(1);
    await signInVia(test, user.userName, user.password, PROXY, '::ffff:10.80.0.1');
    test.clock.advance(1);
    await signInVia(test, user.userName, user.password, '::ffff:10.80.0.2');
    expect(await serverIpsOf(user.id)).toEqual(['10.80.0.1', '10.80.0.2']);

    // Two failures an hour per address: one from each spelling uses it up.
    expect((await signInVia(test, 'made-up-1', 'x', PROXY, '::ffff:10.80.0.3')).statusCode).toBe(200);
    expect((await signInVia(test, 'made-up-2', 'x', PROXY, '10.80.0.3')).statusCode).toBe(200);
    expect((await signInVia(test, 'made-up-3', 'x', PROXY, '::FFFF:10.80.0.3')).statusCode).toBe(429);
    expect((await signInVia(test, 'made-up-4', 'x', '::ffff:10.80.0.3')).statusCode).toBe(429);
  });
});
