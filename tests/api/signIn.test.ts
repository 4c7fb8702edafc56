import { describe, expect, it } from 'vitest';
import { signInResponse } from '../../contract/auth';
import { strings } from '../../contract/strings';
import { createTestUser, DEMO_PASSWORD, errorMessageOf, LOCAL_IP_INFO, signedIn, signInRequest, useTestApp } from './helper';

const test = useTestApp();

const activityOf = (userName: string) =>
  test.db.selectFrom('login_activity').selectAll().where('user_name', '=', userName).orderBy('login_time').execute();

describe('sign-in', () => {
  it('SRV-03 API-05 AUTH-19 a User signs in and gets userToken and user.role.name', async () => {
    const user = await createTestUser(test, { openingBalance: 2_500, currency: 'INR' });
    const response = await signInRequest(test.app, user.userName, user.password);
    expect(response.statusCode).toBe(200);
    const body = signInResponse.parse(response.json());
    expect(body).toMatchObject({ status: true, message: strings.loginSuccessful });
    expect(body.data?.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data?.user).toEqual({
      _id: user.id,
      userName: user.userName,
      role: { name: 'User', rolePermissions: [] },
      currency: 'INR',
      openingBalance: 2_500,
    });
  });

  it('SRV-03 AUTH-14 a successful attempt writes a Success login-activity row from ipInfo', async () => {
    const user = await createTestUser(test);
    await signInRequest(test.app, user.userName, user.password);
    const [row] = await activityOf(user.userName);
    expect(row).toMatchObject({
      user_id: user.id,
      login_status: 'Success',
      device_ip: LOCAL_IP_INFO.query,
      isp: LOCAL_IP_INFO.isp,
      city: LOCAL_IP_INFO.city,
      state: LOCAL_IP_INFO.regionName,
      country: LOCAL_IP_INFO.country,
    });
  });

  it("SRV-03 AUTH-20 a wrong password answers 'Invalid Id or Password!' and logs a Failed row", async () => {
    const user = await createTestUser(test);
    const response = await signInRequest(test.app, user.userName, 'not-the-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: false, message: strings.invalidIdOrPassword, data: null });
    const rows = await activityOf(user.userName);
    expect(rows.map((row) => row.login_status)).toEqual(['Failed']);
  });

  it('SRV-03 an unknown user name or domain gets the same answer and writes no row (no table grows with them)', async () => {
    const rowsBefore = await test.db
      .selectFrom('login_activity')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await signInRequest(test.app, 'nobody-here', 'whatever');
    expect(response.json()).toEqual({ status: false, message: strings.invalidIdOrPassword, data: null });
    expect((await signInRequest(test.app, 'nobody-here', 'whatever', 'unknown.example')).json()).toMatchObject({ status: false });
    const rowsAfter = await test.db
      .selectFrom('login_activity')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rowsAfter.n)).toBe(Number(rowsBefore.n));
  });

  it("SRV-03 OPEN-023 AUTH-20 roles other than exactly 'User' are refused even with the right password", async () => {
    for (const roleName of ['Admin', 'user', 'User ']) {
      const user = await createTestUser(test, { roleName });
      const response = await signInRequest(test.app, user.userName, user.password);
      expect(response.json(), roleName).toEqual({ status: false, message: strings.invalidIdOrPassword, data: null });
      expect((await activityOf(user.userName)).map((row) => row.login_status)).toEqual(['Failed']);
    }
  });

  it('SRV-03 a user signs in only on their own domain', async () => {
    const user = await createTestUser(test);
    const response = await signInRequest(test.app, user.userName, user.password, 'other.example');
    expect(response.json()).toMatchObject({ status: false, message: strings.invalidIdOrPassword });
  });

  it('SRV-03 OPEN-016 AUTH-24 the seeded demo account "demo@" + title signs in with the configured password', async () => {
    const session = await signedIn(test.app, 'demo@Exchange', DEMO_PASSWORD);
    const details = await test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: session.headers });
    expect(details.json()).toMatchObject({
      status: true,
      data: { userName: 'demo@Exchange', openingBalance: 100_000, exposureLimit: 200_000, role: { name: 'User' } },
    });
  });

  it('AUTH-16 OPEN-020 an empty deviceIp and ipInfo {query:""} are accepted; the address the server saw is logged beside it', async () => {
    const user = await createTestUser(test);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { d: 'localhost' },
      payload: { userName: user.userName, password: user.password, deviceIp: '', ipInfo: { query: '' } },
    });
    expect(response.json()).toMatchObject({ status: true });
    const [row] = await activityOf(user.userName);
    expect(row).toMatchObject({ device_ip: '', server_ip: '127.0.0.1' });
  });
});

describe('sign-in rate limit', () => {
  const limited = useTestApp({ signInRateLimit: { max: 3, timeWindowMs: 60_000 } });

  it('SRV-03 repeated attempts for one user name from one IP get 429 JSON; another user name is not blocked', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await signInRequest(limited.app, 'victim', 'guess')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await signInRequest(limited.app, 'victim', 'guess');
    expect(blocked.statusCode).toBe(429);
    expect(errorMessageOf(blocked)).toMatch(/too many/i);
    expect((await signInRequest(limited.app, 'someone-else', 'guess')).statusCode).toBe(200);
  });

  it('SRV-03 the limit counts the user name as sign-in reads it (trimmed): padding it gets no fresh bucket', async () => {
    const user = await createTestUser(limited);
    for (let attempt = 0; attempt < 3; attempt += 1) await signInRequest(limited.app, user.userName, 'guess');
    for (const padded of [`     ${user.userName}`, `${user.userName}   `, `\t${user.userName}\n`]) {
      const response = await signInRequest(limited.app, padded, user.password);
      expect(response.statusCode, JSON.stringify(padded)).toBe(429);
      expect(errorMessageOf(response)).toMatch(/too many/i);
    }
  });
});
