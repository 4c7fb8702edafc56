// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timer } from 'rxjs';
import { logout } from '../../../../streams/auth/logout';
import { reloadPage } from '../../../../streams/core/browser';
import { navigationRequests$ } from '../../../../streams/core/navigation';
import { authStore } from '../../../../streams/state/slices/auth';
import { createTestScheduler } from '../../testScheduler';
import { setLoggedIn } from '../support/session';

vi.mock('../../../../streams/core/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../streams/core/browser')>()),
  reloadPage: vi.fn(),
}));

describe('logout', () => {
  afterEach(() => localStorage.clear());

  it('AUTH-25 STATE-16 clears the session, navigates to / and reloads 300 ms later', () => {
    setLoggedIn(true);
    const paths: string[] = [];
    const reloadsAt: Record<number, number> = {};
    const sub = navigationRequests$.subscribe((p) => paths.push(p));
    createTestScheduler().run(({ flush }) => {
      logout();
      for (const t of [299, 300]) timer(t).subscribe(() => (reloadsAt[t] = vi.mocked(reloadPage).mock.calls.length));
      flush();
    });
    sub.unsubscribe();
    expect(authStore.get()).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    expect(paths).toEqual(['/']);
    expect(reloadsAt).toEqual({ 299: 0, 300: 1 });
  });
});
