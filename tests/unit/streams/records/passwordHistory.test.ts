// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updatePassword } from '../../../../streams/account/updatePassword';
import { fetchPasswordHistory } from '../../../../streams/records/passwordHistory';
import { authStore } from '../../../../streams/state/slices/auth';
import { fakeHttp } from '../support/fakeHttp';
import { setLoggedIn } from '../support/session';

const HISTORY = 'auth/password-update-history/1/10';
const UPDATE = 'auth/update-password';
const change = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };
const row = (by: string) => ({ updatedOf: 'alice', updatedBy: by, createdAt: '2026-11-20T10:00:00.000Z' });

describe('password history', () => {
  afterEach(() => authStore.reset());

  it('PROF-08 STATE-15 a password update invalidates the history on screen: it is fetched again; a refused update changes nothing', async () => {
    setLoggedIn(true);
    const api = fakeHttp();
    let rows = [row('first')];
    api.on('GET', HISTORY, () => ({ data: { status: true, pageItems: rows, currentPage: 1, totalPages: 1 } }));
    const pages: string[][] = [];
    const subscription = fetchPasswordHistory({ page: 1, pageSize: 10 }).subscribe((result) =>
      pages.push(result.data?.pageItems.map((item) => item.updatedBy) ?? []),
    );
    await vi.waitFor(() => expect(pages).toEqual([['first']]));

    api.on('POST', UPDATE, { status: 400, data: { status: false, message: 'Current password is wrong' } });
    expect(await updatePassword(change)).toBe(false);
    api.on('POST', UPDATE, { data: { status: true, message: 'ok' } });
    rows = [row('second'), row('first')];
    expect(await updatePassword(change)).toBe(true);
    await vi.waitFor(() => expect(pages).toEqual([['first'], ['second', 'first']]));
    expect(api.count(HISTORY)).toBe(2);
    subscription.unsubscribe();
  });
});
