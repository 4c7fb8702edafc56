// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timer } from 'rxjs';
import { logout } from '../../../../streams/auth/logout';
import { reloadPage } from '../../../../streams/core/browser';
import { navigationRequests$ } from '../../../../streams/core/navigation';
import { authStore } from '../../../../streams/state/slices/auth';
import { createTestScheduler } from '../../testScheduler';
import { expireSession } from '../../../../streams/auth/sessionExpiry';
import { fakeHttp } from '../support/fakeHttp';
import { TOKEN } from '../support/fixtures';
import { setLoggedIn } from '../support/session';

vi.mock('../../../../streams/core/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../streams/core/browser')>()),
  reloadPage: vi.fn(),
}));

describe('logout', () => {
  let api: ReturnType<typeof fakeHttp>;
  beforeEach(() => {
    api = fakeHttp();
    api.on('POST', 'auth/logout', { data: { status: true, message: 'Logged out' } });
  });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('AUTH-25 STATE-16 CONST-12 clears the session, navigates to / and reloads 300 ms later', () => {
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

  it('AUTH-25 asks the server to revoke the token (POST auth/logout with that token) before clearing it', async () => {
    setLoggedIn(true);
    logout();
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: 'auth/logout' });
    expect(api.requests[0]?.headers).toEqual(expect.objectContaining({ authorization: `Bearer ${TOKEN}`, 'user-token': TOKEN }));
    expect(authStore.get().accessToken).toBe('');
  });

  it('AUTH-26 "Session expired!" logs out without the reload, so its toast stays up for its 5 s', () => {
    setLoggedIn(true);
    vi.mocked(reloadPage).mockClear();
    const paths: string[] = [];
    const sub = navigationRequests$.subscribe((p) => paths.push(p));
    let reloadsBy5s = -1;
    createTestScheduler().run(({ flush }) => {
      expireSession();
      timer(5_000).subscribe(() => (reloadsBy5s = vi.mocked(reloadPage).mock.calls.length));
      flush();
    });
    sub.unsubscribe();
    expect(paths).toEqual(['/']);
    expect(authStore.get().isLoggedIn).toBe(false);
    expect(reloadsBy5s).toBe(0);
  });

  it('AUTH-25 AUTH-26 the local logout goes on whatever the server answers; "Session expired!" revokes too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('POST', 'auth/logout', { status: 401, data: { status: false, message: 'Unauthorized' } });
    setLoggedIn(true);
    expireSession();
    expect(authStore.get()).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(api.requests.map((request) => request.url)).toEqual(['auth/logout']);

    api.on('POST', 'auth/logout', 'network-error');
    setLoggedIn(true);
    logout();
    expect(authStore.get().isLoggedIn).toBe(false);
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
  });
});
