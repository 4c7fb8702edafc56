// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, lastValueFrom, type Observable } from 'rxjs';
import { strings } from '../../../../contract/strings';
import { ApiCallError } from '../../../../streams/api/ApiCallError';
import { apiCall } from '../../../../streams/api/client';
import { navigationRequests$ } from '../../../../streams/core/navigation';
import { notifications$, type Notice } from '../../../../streams/core/notifications';
import { authStore } from '../../../../streams/state/slices/auth';
import { domainConfigStore } from '../../../../streams/state/slices/domainConfig';
import { fakeHttp, ok } from '../support/fakeHttp';
import { domainFixture, TOKEN, userDetailsFixture } from '../support/fixtures';
import { setLoggedIn } from '../support/session';

const failureOf = async (call: Observable<unknown>) => {
  try {
    await lastValueFrom(call);
  } catch (error) {
    if (error instanceof ApiCallError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('apiCall', () => {
  let api: ReturnType<typeof fakeHttp>;
  beforeEach(() => {
    api = fakeHttp();
    domainConfigStore.set(domainFixture);
  });
  afterEach(() => {
    authStore.reset();
    domainConfigStore.reset();
    localStorage.clear();
  });

  it('API-02 OPEN-118 without a session a call sends only d: <hostname>', async () => {
    api.on('GET', 'casino/list', ok([]));
    await firstValueFrom(apiCall('casinoList'));
    expect(api.requests[0]?.headers).toEqual(expect.objectContaining({ d: 'localhost' }));
    expect(api.requests[0]?.headers).not.toHaveProperty('authorization');
    expect(api.requests[0]?.headers).not.toHaveProperty('user-token');
  });

  it('OPEN-117 OPEN-118 with a session a call sends User-Token, Bearer Authorization and d: <domain id>', async () => {
    setLoggedIn(true);
    api.on('GET', 'bet/exposure/fetch', ok(12));
    await firstValueFrom(apiCall('exposure'));
    expect(api.requests[0]?.headers).toEqual(
      expect.objectContaining({ 'user-token': TOKEN, authorization: `Bearer ${TOKEN}`, d: 'dom-1' }),
    );
  });

  it('OPEN-118 host endpoints never send auth headers, even with a session', async () => {
    setLoggedIn(true);
    api.on('GET', 'v2/get-events', ok([]));
    api.on('GET', 'domain/host/localhost', ok(domainFixture));
    await firstValueFrom(apiCall('events'));
    await firstValueFrom(apiCall('domainByHost', { params: { host: 'localhost' } }));
    for (const request of api.requests) {
      expect(request.headers).toEqual(expect.objectContaining({ d: 'localhost' }));
      expect(request.headers).not.toHaveProperty('authorization');
    }
  });

  it('REC-05 builds the exact path from parsed params and sends the body', async () => {
    setLoggedIn(true);
    api.on('POST', 'bet/history/test/2/25', { data: { status: true, pageItems: [], currentPage: 2, totalPages: 0 } });
    const body = { status: 'settled' as const, sportsName: 'Cricket', from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
    const answer = await firstValueFrom(apiCall('betHistory', { params: { page: '2', pageSize: '25' }, body }));
    expect(answer.currentPage).toBe(2);
    expect(api.requests[0]).toEqual(expect.objectContaining({ method: 'POST', url: 'bet/history/test/2/25', body }));
  });

  it('OPEN-122 a malformed response becomes a clear ApiCallError, never a crash', async () => {
    setLoggedIn(true);
    api.on('GET', 'auth/letest-user-details', ok({ ...userDetailsFixture, openingBalance: 'lots' }));
    const error = await failureOf(apiCall('userDetails'));
    expect(error.message).toBe('Invalid response from userDetails: data.openingBalance: Invalid input: expected number, received string');
  });

  it('API-01 invalid params are refused before anything is sent', async () => {
    const error = await failureOf(apiCall('betDetail', { params: { betId: 'bad id/../x' } }));
    expect(error.message).toMatch(/^Invalid params for betDetail: betId: /);
    expect(api.requests).toHaveLength(0);
  });

  it('AUTH-21 MSG-22 keeps the HTTP status and the server message of a failure', async () => {
    api.on('POST', 'auth/signin', { status: 403, data: { status: false, message: 'Account locked' } });
    const body = { userName: 'a', password: 'b', deviceIp: '', ipInfo: { query: '' } };
    const error = await failureOf(apiCall('signIn', { body }));
    expect(error).toMatchObject({ status: 403, message: 'Account locked', serverMessage: 'Account locked' });
  });

  it('OPEN-059 a request without a response fails with status 0 and no server message', async () => {
    api.on('GET', 'casino/list', 'network-error');
    const error = await failureOf(apiCall('casinoList'));
    expect(error).toMatchObject({ status: 0, serverMessage: undefined });
  });

  it('OPEN-115 unsubscribing aborts the request', async () => {
    api.on('GET', 'casino/list', { ...ok([]), delayMs: 50 });
    const subscription = apiCall('casinoList').subscribe();
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    const signal = api.requests[0]?.signal;
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
  });

  it('AUTH-26 401 on user details: "Session expired!", logout and navigation to /', async () => {
    setLoggedIn(true);
    const notices: Notice[] = [];
    const paths: string[] = [];
    const subs = [notifications$.subscribe((n) => notices.push(n)), navigationRequests$.subscribe((p) => paths.push(p))];
    api.on('GET', 'auth/letest-user-details', { status: 401, data: { status: false, message: strings.unauthorized } });
    const error = await failureOf(apiCall('userDetails'));
    subs.forEach((s) => s.unsubscribe());
    expect(error.status).toBe(401);
    expect(notices).toEqual([expect.objectContaining({ message: strings.sessionExpired, variant: 'error' })]);
    expect(authStore.get()).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    expect(paths).toEqual(['/']);
  });

  it('AUTH-26 a 401 on another call does not end the session', async () => {
    setLoggedIn(true);
    api.on('GET', 'bet/exposure/fetch', { status: 401, data: { status: false, message: strings.unauthorized } });
    await failureOf(apiCall('exposure'));
    expect(authStore.get().isLoggedIn).toBe(true);
  });
});
