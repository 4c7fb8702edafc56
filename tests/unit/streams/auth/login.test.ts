// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../../contract/strings';
import { DEFAULT_IP_LOOKUP_URL, ipHttp } from '../../../../streams/api/ipLookup';
import { login, loginDemo } from '../../../../streams/auth/login';
import { notifications$, type Notice } from '../../../../streams/core/notifications';
import { authStore } from '../../../../streams/state/slices/auth';
import { domainConfigStore } from '../../../../streams/state/slices/domainConfig';
import { fakeHttp, type Reply } from '../support/fakeHttp';
import { domainFixture, signedInFixture, TOKEN } from '../support/fixtures';

const IP = { query: '10.0.0.9' };
const HISTORY_URL = 'auth/password-update-history/1/10';
const signedIn = (roleName: string) => ({
  data: { status: true, data: { userToken: TOKEN, user: { ...signedInFixture, role: { name: roleName } } } },
});
const history = (rows: number): Reply => ({
  data: {
    status: true,
    pageItems: Array.from({ length: rows }, () => ({ updatedOf: 'u', updatedBy: 'u', createdAt: '2026-01-01' })),
    currentPage: 1,
    totalPages: rows ? 1 : 0,
  },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('login', () => {
  let api: ReturnType<typeof fakeHttp>;
  let ipApi: ReturnType<typeof fakeHttp>;
  let notices: Notice[];
  let subscription: { unsubscribe(): void };

  beforeEach(() => {
    api = fakeHttp();
    ipApi = fakeHttp(ipHttp);
    ipApi.on('GET', DEFAULT_IP_LOOKUP_URL, { data: `ipCallback(${JSON.stringify(IP)})` });
    api.on('GET', HISTORY_URL, history(2));
    domainConfigStore.set(domainFixture);
    notices = [];
    subscription = notifications$.subscribe((n) => notices.push(n));
  });
  afterEach(() => {
    subscription.unsubscribe();
    authStore.reset();
    localStorage.clear();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('AUTH-14 AUTH-17 OPEN-021 sends {userName, password, deviceIp, ipInfo} exactly as typed', async () => {
    api.on('POST', 'auth/signin', signedIn('User'));
    await login({ userName: ' Alice ', password: 'p w' });
    expect(api.requests[0]).toMatchObject({
      url: 'auth/signin',
      body: { userName: ' Alice ', password: 'p w', deviceIp: IP.query, ipInfo: IP },
    });
  });

  it('AUTH-19 AUTH-22 MSG-03 CONST-12 role "User": session stored and "Login successful!" for 5000 ms', async () => {
    api.on('POST', 'auth/signin', signedIn('User'));
    expect(await login({ userName: 'alice', password: 'pw' })).toEqual({ ok: true });
    expect(authStore.get()).toEqual({
      accessToken: TOKEN,
      isLoggedIn: true,
      userDetails: { ...signedInFixture, role: { name: 'User' } },
    });
    expect(notices[0]).toEqual({ message: strings.loginSuccessful, variant: 'success', autoHideMs: 5000 });
  });

  it.each(['user', 'Admin'])('AUTH-20 MSG-04 role "%s": session cleared and "Invalid Id or Password!"', async (roleName) => {
    authStore.set({ accessToken: 'old', isLoggedIn: true, userDetails: null });
    api.on('POST', 'auth/signin', signedIn(roleName));
    const outcome = await login({ userName: 'alice', password: 'pw' });
    expect(outcome).toEqual({ ok: false, message: strings.invalidIdOrPassword });
    expect(authStore.get()).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    expect(notices).toEqual([{ message: strings.invalidIdOrPassword, variant: 'error', autoHideMs: 5000 }]);
  });

  it('AUTH-20 an answer without data clears the session too', async () => {
    api.on('POST', 'auth/signin', { data: { status: false, message: 'no', data: null } });
    expect(await login({ userName: 'alice', password: 'pw' })).toEqual({ ok: false, message: strings.invalidIdOrPassword });
    expect(authStore.get().isLoggedIn).toBe(false);
  });

  it("AUTH-21 MSG-05 a failed request shows the server's message", async () => {
    api.on('POST', 'auth/signin', { status: 400, data: { status: false, message: 'Wrong password' } });
    expect(await login({ userName: 'alice', password: 'pw' })).toEqual({ ok: false, message: 'Wrong password' });
    expect(notices[0]?.message).toBe('Wrong password');
  });

  it('AUTH-21 MSG-05 a failed request without a server message shows "Login Failed"', async () => {
    api.on('POST', 'auth/signin', 'network-error');
    expect(await login({ userName: 'alice', password: 'pw' })).toEqual({ ok: false, message: strings.loginFailed });
    expect(notices[0]).toMatchObject({ message: strings.loginFailed, variant: 'error' });
  });

  it('AUTH-16 an IP lookup failure is logged and sign-in goes on with deviceIp "" and {query: ""}', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ipApi.on('GET', DEFAULT_IP_LOOKUP_URL, 'network-error');
    api.on('POST', 'auth/signin', signedIn('User'));
    await login({ userName: 'alice', password: 'pw' });
    expect(api.requests[0]?.body).toMatchObject({ deviceIp: '', ipInfo: { query: '' } });
    expect(notices.map((n) => n.message)).toEqual([strings.loginSuccessful]);
  });

  it('AUTH-24 API-38 OPEN-017 OPEN-020 demo login: "demo@" + title, the configured password, no IP, same role check', async () => {
    vi.stubEnv('VITE_DEMO_PASSWORD', 'demo-secret');
    api.on('POST', 'auth/signin', signedIn('User'));
    expect(await loginDemo()).toEqual({ ok: true });
    expect(api.requests[0]?.body).toEqual({
      userName: 'demo@Acme Exchange',
      password: 'demo-secret',
      deviceIp: '',
      ipInfo: { query: '' },
    });
    expect(ipApi.requests).toHaveLength(0);
  });

  it('AUTH-29 OPEN-022 after a user login with an empty password history: the info prompt', async () => {
    api.on('POST', 'auth/signin', signedIn('User'));
    api.on('GET', HISTORY_URL, history(0));
    await login({ userName: 'alice', password: 'pw' });
    await settle();
    expect(notices.at(-1)).toMatchObject({ message: strings.forcedPasswordChange, variant: 'info' });
  });

  it('AUTH-29 a user with password history gets no prompt', async () => {
    api.on('POST', 'auth/signin', signedIn('User'));
    await login({ userName: 'alice', password: 'pw' });
    await settle();
    expect(api.count(HISTORY_URL)).toBe(1);
    expect(notices.map((n) => n.message)).toEqual([strings.loginSuccessful]);
  });

  it('AUTH-30 the demo account is never asked to change its password', async () => {
    vi.stubEnv('VITE_DEMO_PASSWORD', 'demo-secret');
    api.on('POST', 'auth/signin', signedIn('User'));
    api.on('GET', HISTORY_URL, history(0));
    await loginDemo();
    await settle();
    expect(api.count(HISTORY_URL)).toBe(0);
    expect(notices.map((n) => n.message)).toEqual([strings.loginSuccessful]);
  });

  it('AUTH-30 nor when its name and password are typed into the login form', async () => {
    const demo = `demo@${domainFixture.title}`;
    api.on('POST', 'auth/signin', { data: { status: true, data: { userToken: TOKEN, user: { ...signedInFixture, userName: demo } } } });
    api.on('GET', HISTORY_URL, history(0));
    await login({ userName: demo, password: 'demo-secret' });
    await settle();
    expect(api.count(HISTORY_URL)).toBe(0);
    expect(notices.map((n) => n.message)).toEqual([strings.loginSuccessful]);
  });
});
