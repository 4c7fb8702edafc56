// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { balance$ } from '../../../../streams/account/balance$';
import { exposure$ } from '../../../../streams/account/exposure$';
import { refreshAccount } from '../../../../streams/account/refreshAccount';
import { trades$ } from '../../../../streams/account/trades$';
import { userDetails$ } from '../../../../streams/account/userDetails$';
import { strings } from '../../../../contract/strings';
import { navigationRequests$ } from '../../../../streams/core/navigation';
import { notifications$, type Notice } from '../../../../streams/core/notifications';
import { authStore } from '../../../../streams/state/slices/auth';
import { betStore } from '../../../../streams/state/slices/bet';
import { exposureStore } from '../../../../streams/state/slices/exposure';
import { userStore } from '../../../../streams/state/slices/user';
import { fakeHttp, ok } from '../support/fakeHttp';
import { userDetailsFixture } from '../support/fixtures';
import { setLoggedIn } from '../support/session';

const USER = 'auth/letest-user-details';
const EXPOSURE = 'bet/exposure/fetch';
const TRADES = 'bet/trade/list';
const liveBet = {
  _id: 'b',
  matchId: 'm',
  eventId: 4,
  legueId: 'l',
  sportsName: 'Cricket',
  event: 'A v B',
  markettype: 'Match Odds',
  count: 2,
};

// Logout reloads the page 300 ms after it; jsdom cannot.
vi.mock('../../../../streams/core/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../streams/core/browser')>()),
  reloadPage: vi.fn(),
}));

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** The spec's constants: the account polls every 20 s, written out here so that a change of the production constant shows. */
const ACCOUNT_POLL_MS = 20_000;

describe('account streams', () => {
  let api: ReturnType<typeof fakeHttp>;
  let subs: Subscription[];

  beforeEach(() => {
    vi.useFakeTimers();
    api = fakeHttp();
    api.on('GET', USER, ok({ ...userDetailsFixture, openingBalance: 1000.126 }));
    api.on('GET', EXPOSURE, ok(-250.5));
    api.on('GET', TRADES, ok([liveBet]));
    subs = [];
  });
  afterEach(() => {
    subs.forEach((s) => s.unsubscribe());
    authStore.reset();
    exposureStore.reset();
    betStore.reset();
    localStorage.clear();
    vi.useRealTimers();
  });

  const watch = () => subs.push(userDetails$.subscribe(), exposure$.subscribe(), trades$.subscribe());

  it('POLL-01 POLL-02 POLL-03 logged in: user details, exposure and trades every 20 s', async () => {
    setLoggedIn(true);
    watch();
    const counts = () => [api.count(USER), api.count(EXPOSURE), api.count(TRADES)];
    await advance(0);
    expect(counts()).toEqual([1, 1, 1]);
    await advance(ACCOUNT_POLL_MS - 1);
    expect(counts()).toEqual([1, 1, 1]);
    await advance(1);
    expect(counts()).toEqual([2, 2, 2]);
    await advance(ACCOUNT_POLL_MS);
    expect(counts()).toEqual([3, 3, 3]);
  });

  it('POLL-04 logged out: no account polling at all', async () => {
    watch();
    await advance(3 * ACCOUNT_POLL_MS);
    expect(api.requests).toEqual([]);
  });

  it('AUTH-23 STATE-15 a login fetches user details at once; a logout stops the polls', async () => {
    watch();
    await advance(5_000);
    setLoggedIn(true);
    await advance(1);
    expect(api.count(USER)).toBe(1);
    authStore.reset();
    await advance(3 * ACCOUNT_POLL_MS);
    expect(api.count(USER)).toBe(1);
  });

  it('STATE-14 user details are written to the auth and user slices', async () => {
    setLoggedIn(true);
    watch();
    await advance(1);
    expect(authStore.get().userDetails).toMatchObject({ name: 'Alice', openingBalance: 1000.126 });
    expect(userStore.get()).toEqual({
      user: { _id: 'u-1', userName: 'alice', name: 'Alice', mobile: '123', exposureLimit: 10000 },
      role: userDetailsFixture.role,
    });
  });

  it('STATE-09 OPEN-130 OPEN-129 exposure is stored as an absolute amount; balance = opening − exposure, 2 decimals', async () => {
    setLoggedIn(true);
    const balances: number[] = [];
    subs.push(balance$.subscribe((b) => balances.push(b)));
    await advance(1);
    expect(exposureStore.get()).toBe(250.5);
    expect(balances.at(-1)).toBe(749.63);
  });

  it('STATE-10 trades fill bet.liveBets', async () => {
    setLoggedIn(true);
    subs.push(trades$.subscribe());
    await advance(1);
    expect(betStore.get().liveBets).toEqual([liveBet]);
  });

  it('OPEN-011 BET-28 refreshAccount refetches user details, exposure and the trade list at once', async () => {
    setLoggedIn(true);
    watch();
    await advance(1_000);
    refreshAccount();
    await advance(1);
    expect([api.count(USER), api.count(EXPOSURE), api.count(TRADES)]).toEqual([2, 2, 2]);
  });

  it('POLL-02 STATE-09 a failing exposure poll keeps the last exposure', async () => {
    setLoggedIn(true);
    subs.push(exposure$.subscribe());
    await advance(1);
    api.on('GET', EXPOSURE, { status: 500, data: { status: false, message: 'boom' } });
    await advance(ACCOUNT_POLL_MS);
    expect(exposureStore.get()).toBe(250.5);
  });

  it('AUTH-26 POLL-04 a 401 on the polled user details expires the session: "Session expired!", to /, and every account poll stops', async () => {
    setLoggedIn(true);
    const notices: Notice[] = [];
    const paths: string[] = [];
    subs.push(
      notifications$.subscribe((n) => notices.push(n)),
      navigationRequests$.subscribe((p) => paths.push(p)),
    );
    watch();
    await advance(1);
    api.on('GET', USER, { status: 401, data: { status: false, message: strings.unauthorized } });
    await advance(ACCOUNT_POLL_MS);
    const requestsAtExpiry = api.requests.length;
    await advance(3 * ACCOUNT_POLL_MS);

    expect(notices.map((n) => [n.message, n.variant])).toEqual([[strings.sessionExpired, 'error']]);
    expect(paths).toEqual(['/']);
    expect(authStore.get()).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    expect(api.requests.length).toBe(requestsAtExpiry);
  });
});
