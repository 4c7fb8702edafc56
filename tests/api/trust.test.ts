import { beforeAll, describe, expect, it } from 'vitest';
import { loginActivityResponse } from '../../contract/auth';
import { strings } from '../../contract/strings';
import { upsertDomain } from '../../server/cli/commands/domain';
import {
  cliContextOf,
  createTestUser,
  DEMO_PASSWORD,
  errorMessageOf,
  LOCAL_IP_INFO,
  localDomainId,
  signedIn,
  signInRequest,
  useTestApp,
  type TestApp,
} from './helper';

const test = useTestApp();

const serverIpsOf = async (app: TestApp, userName: string) =>
  (await app.db.selectFrom('login_activity').select('server_ip').where('user_name', '=', userName).execute()).map((row) => row.server_ip);

/** A sign-in arriving from peer `peer` with an X-Forwarded-For header naming `client`. */
const forwardedSignIn = (app: TestApp, user: { userName: string; password: string }, peer: string, client: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: peer,
    headers: { d: 'localhost', 'x-forwarded-for': client },
    payload: { userName: user.userName, password: user.password, deviceIp: '', ipInfo: { query: '' } },
  });

describe('TRUST_PROXY', () => {
  const proxied = useTestApp({ trustProxy: ['10.9.9.9'], signInIpFailuresPerHour: 2 });

  it('SRV-03 without it the forwarded header is ignored: the peer address is recorded', async () => {
    const user = await createTestUser(test);
    await forwardedSignIn(test, user, '10.9.9.9', '203.0.113.50');
    expect(await serverIpsOf(test, user.userName)).toEqual(['10.9.9.9']);
  });

  it('SRV-03 behind a configured proxy the client address is recorded and limited, not the proxy’s', async () => {
    const user = await createTestUser(proxied);
    await forwardedSignIn(proxied, user, '10.9.9.9', '203.0.113.50');
    expect(await serverIpsOf(proxied, user.userName)).toEqual(['203.0.113.50']);

    const sprayer = { userName: 'nobody', password: 'guess' };
    for (let attempt = 0; attempt < 3; attempt += 1) await forwardedSignIn(proxied, sprayer, '10.9.9.9', '198.51.100.7');
    expect((await forwardedSignIn(proxied, sprayer, '10.9.9.9', '198.51.100.7')).statusCode).toBe(429);
    expect((await forwardedSignIn(proxied, user, '10.9.9.9', '203.0.113.50')).json()).toMatchObject({ status: true });
  });

  it('SRV-03 a peer that is not a trusted proxy cannot name another address', async () => {
    const user = await createTestUser(proxied);
    await forwardedSignIn(proxied, user, '192.0.2.77', '203.0.113.50');
    expect(await serverIpsOf(proxied, user.userName)).toEqual(['192.0.2.77']);
  });
});

describe('activity log', () => {
  it('SRV-08 REC-04 each row shows the address the server saw beside what the client reported', async () => {
    const user = await createTestUser(test);
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '192.0.2.10',
      headers: { d: 'localhost' },
      payload: { userName: user.userName, password: 'wrong', deviceIp: '8.8.8.8', ipInfo: { ...LOCAL_IP_INFO, query: '8.8.8.8' } },
    });
    const session = await signedIn(test.app, user.userName, user.password);
    const response = await test.app.inject({ method: 'GET', url: `/api/auth/login-activity/${user.id}/1/10`, headers: session.headers });
    const rows = loginActivityResponse.parse(response.json()).pageItems;
    expect(rows.map(({ loginStatus, deviceIp, serverIp }) => ({ loginStatus, deviceIp, serverIp }))).toEqual([
      { loginStatus: 'Success', deviceIp: LOCAL_IP_INFO.query, serverIp: '127.0.0.1' },
      { loginStatus: 'Failed', deviceIp: '8.8.8.8', serverIp: '192.0.2.10' },
    ]);
  });
});

describe('domain data follows header d', () => {
  let otherId: string;
  beforeAll(async () => {
    otherId = (await upsertDomain(cliContextOf(test), { host: ['other.test'], title: 'Other' })).id;
  });

  it('SRV-01 SRV-25 SRV-34 banners and limits answer for the domain d names, never for another id', async () => {
    const localId = await localDomainId(test.app);
    const get = (url: string, d: string) => test.app.inject({ method: 'GET', url, headers: { d } });
    for (const path of ['domain/banner/get', 'get-min-max']) {
      expect((await get(`/api/${path}/${localId}`, 'localhost')).statusCode, path).toBe(200);
      expect((await get(`/api/${path}/${localId}`, localId)).statusCode, path).toBe(200);
      const crossed = await get(`/api/${path}/${otherId}`, 'localhost');
      expect(crossed.statusCode, path).toBe(404);
      expect(errorMessageOf(crossed)).toBe('Domain not found');
      expect((await get(`/api/${path}/${otherId}`, 'other.test')).statusCode, path).toBe(200);
    }
  });

  it('SRV-01 SRV-33 SHELL-37 notices go only to a session of that domain (anonymous → 401)', async () => {
    const localId = await localDomainId(test.app);
    const anonymous = await test.app.inject({ method: 'GET', url: `/api/domain/notice/get/${localId}`, headers: { d: 'localhost' } });
    expect(anonymous.statusCode).toBe(401);
    expect(errorMessageOf(anonymous)).toBe(strings.unauthorized);

    const session = await signedIn(test.app, 'demo@Exchange', DEMO_PASSWORD);
    const own = await test.app.inject({ method: 'GET', url: `/api/domain/notice/get/${localId}`, headers: session.headers });
    expect(own.json()).toMatchObject({ status: true });
    const other = await test.app.inject({ method: 'GET', url: `/api/domain/notice/get/${otherId}`, headers: session.headers });
    expect(other.statusCode).toBe(404);
  });
});

describe('logout', () => {
  it('SRV-01 AUTH-25 POST auth/logout revokes the token: it is refused (401) after, other sessions stay', async () => {
    const user = await createTestUser(test);
    const session = await signedIn(test.app, user.userName, user.password);
    const elsewhere = await signedIn(test.app, user.userName, user.password);
    const details = (headers: Record<string, string>) => test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers });
    expect((await details(session.headers)).statusCode).toBe(200);

    const logout = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(logout.json()).toEqual({ status: true, message: 'Logged out' });
    expect((await details(session.headers)).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers })).statusCode).toBe(401);
    expect((await details(elsewhere.headers)).statusCode).toBe(200);
  });
});

describe('demo account of a renamed domain', () => {
  it('SRV-03 OPEN-016 renaming deactivates the old demo account (sign-in and its sessions refused); the new one works', async () => {
    const context = cliContextOf(test);
    await upsertDomain(context, { host: ['rename.test'], title: 'Before' });
    const signInOn = (userName: string) => signInRequest(test.app, userName, DEMO_PASSWORD, 'rename.test');
    const old = (await signInOn('demo@Before')).json() as { data: { userToken: string; user: { _id: string } } };
    expect(old.data.userToken).toBeTruthy();

    const renamed = await upsertDomain(context, { host: ['rename.test'], title: 'After' });
    expect((await signInOn('demo@Before')).json()).toEqual({ status: false, message: strings.invalidIdOrPassword, data: null });
    const oldSession = await test.app.inject({
      method: 'GET',
      url: '/api/auth/letest-user-details',
      headers: { authorization: `Bearer ${old.data.userToken}`, 'user-token': old.data.userToken, d: renamed.id },
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await signInOn('demo@After')).json()).toMatchObject({ status: true });

    // The demo account still follows the domain's id: its password stays fixed.
    const again = await upsertDomain(context, { host: ['rename.test'], title: 'Before' });
    expect(again.id).toBe(renamed.id);
    expect((await signInOn('demo@Before')).json()).toMatchObject({ status: true });
    expect((await signInOn('demo@After')).json()).toMatchObject({ status: false });
  });
});
