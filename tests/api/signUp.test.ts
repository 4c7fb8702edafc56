import { describe, expect, it } from 'vitest';
import { upsertDomain } from '../../server/cli/commands/domain';
import { authHeaders, cliContextOf, DEMO_PASSWORD, errorMessageOf, LOCAL_IP_INFO, signInRequest, useTestApp, type TestApp } from './helper';

const IP_FAILURES_PER_HOUR = 4;
const test = useTestApp({ signInIpFailuresPerHour: IP_FAILURES_PER_HOUR });

let ipCounter = 0;
/** Each test signs up from its own address, so the per-IP cap of one test never refuses another's. */
const freshIp = () => `10.30.0.${(ipCounter += 1)}`;

interface SignUpFields {
  userName: string;
  password: string;
  confirmPassword?: string;
  mobile?: string;
}

function signUpRequest(app: TestApp['app'], fields: SignUpFields, from = freshIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: from,
    headers: { d: 'localhost' },
    payload: {
      confirmPassword: fields.password,
      mobile: '+91 98765 43210',
      ...fields,
      deviceIp: LOCAL_IP_INFO.query,
      ipInfo: LOCAL_IP_INFO,
    },
  });
}

const setLocalDomain = (patch: { signup?: boolean; defaultExposureLimit?: number; status?: 'active' | 'suspend' }) =>
  upsertDomain(cliContextOf(test), { host: ['localhost'], title: 'Exchange', ...patch });

async function userDetailsWith(token: string) {
  const domainId = (await test.app.inject({ method: 'GET', url: '/api/domain/host/localhost' })).json<{ data: { _id: string } }>().data._id;
  const response = await test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: authHeaders(token, domainId) });
  return response.json<{ data: Record<string, unknown> }>().data;
}

describe('sign up (our addition to the spec API: POST /api/auth/signup)', () => {
  it('DOM-06 is refused (403) while the domain does not allow signup, and nothing is created', async () => {
    await setLocalDomain({ signup: false });
    const response = await signUpRequest(test.app, { userName: 'closed-door', password: 'secret-77' });
    expect(response.statusCode).toBe(403);
    expect(errorMessageOf(response)).toBe('Sign up is not available on this site.');
    expect((await signInRequest(test.app, 'closed-door', 'secret-77')).json()).toMatchObject({ status: false });
  });

  it('creates a User with zero balance and the domain default exposure limit, and signs them in', async () => {
    await setLocalDomain({ signup: true });
    const response = await signUpRequest(test.app, { userName: '  newbie  ', password: 'secret-77', mobile: '+91 98765-43210' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: boolean; message: string; data: { userToken: string; user: Record<string, unknown> } }>();
    expect(body).toMatchObject({ status: true, message: 'Login successful!' });
    expect(body.data.user).toMatchObject({ userName: 'newbie', role: { name: 'User' }, openingBalance: 0 });
    expect(await userDetailsWith(body.data.userToken)).toMatchObject({
      userName: 'newbie',
      mobile: '+919876543210',
      exposureLimit: 50_000,
      openingBalance: 0,
      role: { name: 'User' },
    });
    expect((await signInRequest(test.app, 'newbie', 'secret-77')).json()).toMatchObject({ status: true });
  });

  it('takes the exposure limit the operator set for the domain (domain:upsert --default-exposure-limit)', async () => {
    await setLocalDomain({ signup: true, defaultExposureLimit: 1_234.5 });
    const response = await signUpRequest(test.app, { userName: 'limited-one', password: 'secret-77' });
    const token = response.json<{ data: { userToken: string } }>().data.userToken;
    expect(await userDetailsWith(token)).toMatchObject({ exposureLimit: 1_234.5, openingBalance: 0 });
  });

  it('refuses a name that is taken or is the demo account name (409), as user:create does', async () => {
    await setLocalDomain({ signup: true });
    expect((await signUpRequest(test.app, { userName: 'twice', password: 'secret-77' })).statusCode).toBe(200);
    const again = await signUpRequest(test.app, { userName: 'twice', password: 'other-pass-1' });
    expect(again.statusCode).toBe(409);
    expect(errorMessageOf(again)).toBe('This user name is already taken.');
    expect((await signInRequest(test.app, 'twice', 'secret-77')).json()).toMatchObject({ status: true });
    const demo = await signUpRequest(test.app, { userName: 'demo@Exchange', password: 'secret-77' });
    expect(demo.statusCode).toBe(409);
    expect((await signInRequest(test.app, 'demo@Exchange', DEMO_PASSWORD)).json()).toMatchObject({ status: true });
  });

  it('the same name sent twice at once creates one account; the other answer is 409, never 500', async () => {
    await setLocalDomain({ signup: true });
    const answers = await Promise.all([
      signUpRequest(test.app, { userName: 'racer', password: 'secret-77' }),
      signUpRequest(test.app, { userName: 'racer', password: 'secret-88' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('validates every field (400 with what is wrong) and writes nothing', async () => {
    await setLocalDomain({ signup: true });
    const cases: [SignUpFields, string][] = [
      [{ userName: 'mismatch', password: 'secret-77', confirmPassword: 'secret-78' }, 'Passwords do not match.'],
      [{ userName: 'shorty', password: '12345' }, 'Password must be at least 6 characters.'],
      [{ userName: 'no-phone', password: 'secret-77', mobile: '12ab' }, 'Enter a mobile number of 7 to 15 digits.'],
      [{ userName: '   ', password: 'secret-77' }, 'Please enter username.'],
      [{ userName: 'x'.repeat(101), password: 'secret-77' }, 'body.userName'],
    ];
    for (const [fields, message] of cases) {
      const response = await signUpRequest(test.app, fields);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toContain(message);
      expect((await signInRequest(test.app, fields.userName.trim() || 'blank', fields.password)).json()).toMatchObject({ status: false });
    }
  });

  it('DOM-07 is refused (403) on a suspended domain whose signup is on, and no user is created', async () => {
    await setLocalDomain({ signup: true, status: 'suspend' });
    try {
      const response = await signUpRequest(test.app, { userName: 'while-suspended', password: 'secret-77' });
      expect(response.statusCode).toBe(403);
      expect(errorMessageOf(response)).toBe('This site is suspended.');
    } finally {
      await setLocalDomain({ signup: true, status: 'active' });
    }
    const created = await test.db.selectFrom('users').select('id').where('user_name', '=', 'while-suspended').execute();
    expect(created).toEqual([]);
  });

  it('SRV-03 is limited like sign-in: one address gets the per-IP budget of attempts an hour, then 429', async () => {
    await setLocalDomain({ signup: true });
    const address = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= IP_FAILURES_PER_HOUR; attempt += 1) {
      statuses.push((await signUpRequest(test.app, { userName: `bulk-${attempt}`, password: 'secret-77' }, address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await signInRequest(test.app, 'bulk-4', 'secret-77')).json()).toMatchObject({ status: false });
    expect((await signUpRequest(test.app, { userName: 'bulk-4', password: 'secret-77' })).statusCode).toBe(200);
  });
});
