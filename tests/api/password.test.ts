import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHistoryResponse } from '../../contract/auth';
import { strings } from '../../contract/strings';
import { DEMO_PASSWORD, signedIn, signedInTestUser, signInRequest, startTestApp, type Session, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const updatePassword = (session: Session, payload: Record<string, string>) =>
  test.app.inject({ method: 'POST', url: '/api/auth/update-password', headers: session.headers, payload });

const history = async (session: Session, page = 1, pageSize = 10) =>
  passwordHistoryResponse.parse(
    (
      await test.app.inject({
        method: 'GET',
        url: `/api/auth/password-update-history/${page}/${pageSize}`,
        headers: session.headers,
      })
    ).json(),
  );

describe('update password', () => {
  it('SRV-05 API-07 a wrong current password is refused and nothing is recorded', async () => {
    const { session } = await signedInTestUser(test);
    const response = await updatePassword(session, {
      currentPassword: 'wrong-one',
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: false, message: 'Current password is incorrect.' });
    expect((await history(session)).pageItems).toEqual([]);
  });

  it('SRV-05 new and confirm passwords must match', async () => {
    const { user, session } = await signedInTestUser(test);
    const response = await updatePassword(session, {
      currentPassword: user.password,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-2',
    });
    expect(response.json()).toEqual({ status: false, message: 'New password and confirm password do not match.' });
  });

  it('SRV-05 SRV-06 AUTH-29 success is recorded in the history; the new password works and the old one does not', async () => {
    const { user, session } = await signedInTestUser(test);
    expect((await history(session)).pageItems).toEqual([]);
    const response = await updatePassword(session, {
      currentPassword: user.password,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(response.json()).toEqual({ status: true, message: strings.passwordUpdated });
    const page = await history(session);
    expect(page).toMatchObject({ status: true, currentPage: 1, totalPages: 1 });
    expect(page.pageItems).toEqual([
      { updatedOf: user.userName, updatedBy: user.userName, createdAt: new Date(test.clock.now()).toISOString() },
    ]);
    expect((await signInRequest(test.app, user.userName, user.password)).json()).toMatchObject({
      status: false,
      message: strings.invalidIdOrPassword,
    });
    expect((await signInRequest(test.app, user.userName, 'brand-new-1')).json()).toMatchObject({ status: true });
  });

  it("SRV-05 SRV-01 AUTH-26 a changed password ends the account's other sessions (401) and keeps the one that changed it", async () => {
    const { user, session } = await signedInTestUser(test);
    const elsewhere = await signedIn(test.app, user.userName, user.password);
    const userDetails = (s: Session) => test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: s.headers });
    expect((await userDetails(elsewhere)).statusCode).toBe(200);

    await updatePassword(session, { currentPassword: user.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });

    expect((await userDetails(elsewhere)).statusCode).toBe(401);
    expect((await userDetails(session)).statusCode).toBe(200);
  });

  it('SRV-05 a refused change ends no session', async () => {
    const { user, session } = await signedInTestUser(test);
    const elsewhere = await signedIn(test.app, user.userName, user.password);
    await updatePassword(session, { currentPassword: 'wrong-one', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    const response = await test.app.inject({ method: 'GET', url: '/api/auth/letest-user-details', headers: elsewhere.headers });
    expect(response.statusCode).toBe(200);
  });

  it('SRV-06 REC-04 API-08 the history is paged newest first', async () => {
    const { user, session } = await signedInTestUser(test);
    const passwords = [user.password, 'second-pass', 'third-pass', 'fourth-pass'];
    for (let index = 1; index < passwords.length; index += 1) {
      test.clock.advance(60_000);
      const current = passwords[index - 1] ?? '';
      const next = passwords[index] ?? '';
      await updatePassword(session, { currentPassword: current, newPassword: next, confirmPassword: next });
    }
    const first = await history(session, 1, 2);
    const second = await history(session, 2, 2);
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2 });
    expect(second).toMatchObject({ currentPage: 2, totalPages: 2 });
    const times = [...first.pageItems, ...second.pageItems].map((row) => row.createdAt);
    expect(times).toHaveLength(3);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('SRV-05 OPEN-016 the shared demo account password cannot be changed', async () => {
    const session = await signedIn(test.app, 'demo@Exchange', DEMO_PASSWORD);
    const response = await updatePassword(session, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'hijacked-1',
      confirmPassword: 'hijacked-1',
    });
    expect(response.json()).toMatchObject({ status: false });
    expect((await signInRequest(test.app, 'demo@Exchange', DEMO_PASSWORD)).json()).toMatchObject({ status: true });
  });
});
