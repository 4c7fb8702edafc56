import { afterEach, describe, expect, it } from 'vitest';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { authStore } from '../../../../streams/state/slices/auth';
import { setLoggedIn } from '../support/session';

afterEach(() => authStore.reset());

describe('isLoggedIn$', () => {
  it('gives the current state at once to every subscriber and emits only on change', () => {
    const first: boolean[] = [];
    const second: boolean[] = [];
    const subs = [isLoggedIn$.subscribe((v) => first.push(v))];
    setLoggedIn(true);
    subs.push(isLoggedIn$.subscribe((v) => second.push(v)));
    setLoggedIn(true);
    authStore.update((auth) => ({ ...auth, accessToken: 'refreshed' }));
    setLoggedIn(false);
    subs.forEach((s) => s.unsubscribe());
    expect(first).toEqual([false, true, false]);
    expect(second).toEqual([true, false]);
  });

  it('AUTH-27 STATE-01 logged in means isLoggedIn true and a non-empty token, for the header and the polls alike', async () => {
    const { session$ } = await import('../../../../streams/core/gates');
    const seen = { header: [] as boolean[], polls: [] as boolean[] };
    const subs = [isLoggedIn$.subscribe((v) => seen.header.push(v)), session$.subscribe((v) => seen.polls.push(v))];
    authStore.set({ accessToken: '', isLoggedIn: true, userDetails: null });
    authStore.set({ accessToken: 'token-1', isLoggedIn: false, userDetails: null });
    authStore.set({ accessToken: 'token-1', isLoggedIn: true, userDetails: null });
    subs.forEach((s) => s.unsubscribe());
    expect(seen.header).toEqual([false, true]);
    expect(seen.polls).toEqual(seen.header);
  });
});
