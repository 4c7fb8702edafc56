import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strings } from '../../contract/strings';
import { createTestUser, errorMessageOf, startTestAppWithUser, type Session, type TestApp } from './helper';

let test: TestApp;
let session: Session;
beforeAll(async () => {
  ({ test, session } = await startTestAppWithUser());
});
afterAll(() => test.close());

const validSignIn = { userName: 'someone', password: 'secret', deviceIp: '', ipInfo: { query: '' } };

const postSignIn = (payload: string, contentType = 'application/json') =>
  test.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { d: 'localhost', 'content-type': contentType }, payload });

/** 40 000 nested arrays: inside the body limit, far deeper than any recursion survives. */
const deepArray = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;

/** A sign-in body as JSON text with one field replaced by raw JSON (e.g. a nesting JSON.stringify could not build). */
function signInWith(field: string, rawValue: string, overrides: Partial<typeof validSignIn> = {}): string {
  const body = JSON.stringify({ ...validSignIn, ...overrides, [field]: '<raw>' });
  return body.replace('"<raw>"', rawValue);
}

function expectClientError(response: { statusCode: number }, status: number): void {
  expect(response.statusCode).toBe(status);
}

describe('bad input never causes a 500', () => {
  it('SRV-01 malformed JSON → 400 {status:false, message}', async () => {
    const response = await postSignIn('{"userName": "a", ');
    expectClientError(response, 400);
    expect(errorMessageOf(response)).toMatch(/JSON/i);
  });

  it('SRV-01 an empty JSON body → 400', async () => {
    const response = await postSignIn('');
    expectClientError(response, 400);
    errorMessageOf(response);
  });

  it('SRV-01 a missing field → 400 naming the field', async () => {
    const { password: _omitted, ...withoutPassword } = validSignIn;
    const response = await postSignIn(JSON.stringify(withoutPassword));
    expectClientError(response, 400);
    expect(errorMessageOf(response)).toContain('body.password');
  });

  it('SRV-01 a wrong type → 400 naming the field', async () => {
    const response = await postSignIn(JSON.stringify({ ...validSignIn, userName: 42, ipInfo: 'x' }));
    expectClientError(response, 400);
    expect(errorMessageOf(response)).toContain('body.userName');
    expect(errorMessageOf(response)).toContain('body.ipInfo');
  });

  it('SRV-01 a body that is not an object → 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await postSignIn(payload);
      expect(response.statusCode, payload).toBe(400);
      errorMessageOf(response);
    }
  });

  it('SRV-01 a 1 MB string is refused before it is parsed (413)', async () => {
    const response = await postSignIn(JSON.stringify({ ...validSignIn, userName: 'x'.repeat(1_000_000) }));
    expectClientError(response, 413);
    errorMessageOf(response);
  });

  it('SRV-01 an over-long field inside the size limit → 400', async () => {
    const response = await postSignIn(JSON.stringify({ ...validSignIn, userName: 'x'.repeat(5_000) }));
    expectClientError(response, 400);
    expect(errorMessageOf(response)).toContain('body.userName');
  });

  it('SRV-01 SRV-03 a deeply nested value in any sign-in field → 400 naming the field, never a stack overflow', async () => {
    for (const field of ['userName', 'password', 'deviceIp', 'ipInfo']) {
      const response = await postSignIn(signInWith(field, deepArray));
      expect(response.statusCode, field).toBe(400);
      expect(errorMessageOf(response), field).toContain(`body.${field}`);
    }
  });

  it('SRV-01 AUTH-14 a stored ipInfo field that is not a bounded string → 400 naming it', async () => {
    const notStrings = [
      ['isp', deepArray],
      ['city', '42'],
      ['regionName', '{}'],
      ['country', '["x"]'],
      ['query', 'null'],
    ];
    for (const [key, value] of notStrings) {
      const response = await postSignIn(signInWith('ipInfo', `{"query":"","${key}":${value}}`));
      expect(response.statusCode, key).toBe(400);
      expect(errorMessageOf(response), key).toContain(`body.ipInfo.${key}`);
    }
    const tooLong = await postSignIn(JSON.stringify({ ...validSignIn, ipInfo: { query: '', isp: 'x'.repeat(201) } }));
    expect(errorMessageOf(tooLong)).toContain('body.ipInfo.isp');
  });

  it('SRV-03 AUTH-14 other ipInfo keys, however deep, are dropped: the sign-in works and stores the known fields', async () => {
    const user = await createTestUser(test);
    const ipInfo = `{"query":"10.0.0.1","isp":"Deep ISP","status":"success","extra":${deepArray}}`;
    const response = await postSignIn(signInWith('ipInfo', ipInfo, { userName: user.userName, password: user.password }));
    expect(response.json()).toMatchObject({ status: true });
    const row = await test.db.selectFrom('login_activity').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    expect(row).toMatchObject({ login_status: 'Success', isp: 'Deep ISP', city: '' });
  });

  it('SRV-01 an unsupported content type → 415', async () => {
    const response = await postSignIn('userName=a', 'application/x-www-form-urlencoded');
    expectClientError(response, 415);
    errorMessageOf(response);
  });

  it('SRV-01 SQL-like strings are plain data: refused as wrong credentials, tables intact', async () => {
    const injection = "' OR 1=1 --";
    const response = await postSignIn(JSON.stringify({ ...validSignIn, userName: injection, password: injection }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: false, message: strings.invalidIdOrPassword });
    const users = await test.db.selectFrom('users').select('id').execute();
    expect(users.length).toBeGreaterThan(1);
  });

  it('SRV-01 SQL-like path parameters → 4xx JSON', async () => {
    for (const url of [
      `/api/domain/host/${encodeURIComponent("' OR 1=1 --")}`,
      `/api/auth/login-activity/${encodeURIComponent("' OR 1=1 --")}/1/10`,
      `/api/get-min-max/${encodeURIComponent("x'; DROP TABLE users; --")}`,
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: session.headers });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      errorMessageOf(response);
    }
    expect(await test.db.selectFrom('users').select('id').execute()).not.toHaveLength(0);
  });

  it('SRV-05 update-password with missing fields → 400, wrong types → 400', async () => {
    const post = (payload: unknown) =>
      test.app.inject({ method: 'POST', url: '/api/auth/update-password', headers: session.headers, payload: payload as object });
    const missing = await post({ currentPassword: 'a' });
    expect(missing.statusCode).toBe(400);
    expect(errorMessageOf(missing)).toContain('body.newPassword');
    const wrongType = await post({ currentPassword: 1, newPassword: true, confirmPassword: null });
    expect(wrongType.statusCode).toBe(400);
    expect(errorMessageOf(wrongType)).toContain('body.currentPassword');
  });

  it('SRV-01 an unknown /api route or method → 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/no/such/route'],
      ['POST', '/api/casino/list'],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: session.headers });
      expect(response.statusCode, url).toBe(404);
      errorMessageOf(response);
    }
  });
});
