import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginActivityResponse } from '../../contract/auth';
import { createTestUser, errorMessageOf, signedIn, signInRequest, startTestApp, type Session, type TestApp } from './helper';

let test: TestApp;
let user: Awaited<ReturnType<typeof createTestUser>>;
let session: Session;
beforeAll(async () => {
  test = await startTestApp();
  user = await createTestUser(test);
  await signInRequest(test.app, user.userName, 'wrong-password');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    test.clock.advance(60_000);
    session = await signedIn(test.app, user.userName, user.password);
  }
});
afterAll(() => test.close());

const loginActivity = (userId: string, page: number | string, pageSize: number | string) =>
  test.app.inject({ method: 'GET', url: `/api/auth/login-activity/${userId}/${page}/${pageSize}`, headers: session.headers });

describe('login activity', () => {
  it('SRV-08 API-10 REC-04 the caller’s attempts, paged newest first', async () => {
    const first = loginActivityResponse.parse((await loginActivity(user.id, 1, 3)).json());
    const second = loginActivityResponse.parse((await loginActivity(user.id, 2, 3)).json());
    expect(first).toMatchObject({ status: true, currentPage: 1, totalPages: 2 });
    expect(first.pageItems).toHaveLength(3);
    expect(second.pageItems).toHaveLength(2);
    const rows = [...first.pageItems, ...second.pageItems];
    expect(rows.map((row) => row.loginStatus)).toEqual(['Success', 'Success', 'Success', 'Success', 'Failed']);
    expect(rows.map((row) => row.loginTime)).toEqual(
      rows
        .map((row) => row.loginTime)
        .sort()
        .reverse(),
    );
    expect(rows[0]).toMatchObject({ deviceIp: '10.1.2.3', isp: 'Test ISP', city: 'Pune', state: 'Maharashtra', country: 'India' });
  });

  it('SRV-08 another user’s activity is forbidden (403 JSON)', async () => {
    const other = await createTestUser(test);
    const response = await loginActivity(other.id, 1, 10);
    expect(response.statusCode).toBe(403);
    expect(errorMessageOf(response)).toBe('Forbidden');
  });

  it('REC-05 page and pageSize must be whole numbers within range (400 naming the field)', async () => {
    for (const [page, pageSize, field] of [
      ['x', 10, 'params.page'],
      [0, 10, 'params.page'],
      [1, 1000, 'params.pageSize'],
      [1, 2.5, 'params.pageSize'],
    ] as const) {
      const response = await loginActivity(user.id, page, pageSize);
      expect(response.statusCode, `${page}/${pageSize}`).toBe(400);
      expect(errorMessageOf(response)).toContain(field);
    }
  });

  it('REC-04 a page past the end is empty', async () => {
    const body = loginActivityResponse.parse((await loginActivity(user.id, 9, 10)).json());
    expect(body).toMatchObject({ currentPage: 9, totalPages: 1, pageItems: [] });
  });
});
