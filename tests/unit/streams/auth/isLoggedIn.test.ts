import { afterEach, describe, expect, it } from 'vitest';
import { defer, of } from 'rxjs';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { poll } from '../../../../streams/core/poll';
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

  it('AUTH-27 STATE-01 logged in means isLoggedIn true and a non-empty token, for the header and the polls alike', () => {
    const header: boolean[] = [];
    const requestedIn: string[] = [];
    let state = '';
    const call = () => defer(() => (requestedIn.push(state), of('v')));
    const subs = [
      isLoggedIn$.subscribe((v) => header.push(v)),
      poll({ name: 'p', call, intervalMs: 60_000, onlyWhile$: isLoggedIn$ }).subscribe(),
    ];
    state = 'flag without token';
    authStore.set({ accessToken: '', isLoggedIn: true, userDetails: null });
    state = 'token without flag';
    authStore.set({ accessToken: 'token-1', isLoggedIn: false, userDetails: null });
    state = 'flag and token';
    authStore.set({ accessToken: 'token-1', isLoggedIn: true, userDetails: null });
    subs.forEach((s) => s.unsubscribe());
    expect(header).toEqual([false, true]);
    expect(requestedIn).toEqual(['flag and token']);
  });
});
