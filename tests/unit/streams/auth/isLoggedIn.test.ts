import { afterEach, describe, expect, it } from 'vitest';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { authStore } from '../../../../streams/state/slices/auth';
import { setLoggedIn } from '../support/session';

afterEach(() => authStore.reset());

describe('isLoggedIn$', () => {
  it('AUTH-23 AUTH-25 gives the current state at once to every subscriber and emits only on change', () => {
    const first: boolean[] = [];
    const second: boolean[] = [];
    const subs = [isLoggedIn$.subscribe((v) => first.push(v))];
    setLoggedIn(true);
    subs.push(isLoggedIn$.subscribe((v) => second.push(v)));
    setLoggedIn(true);
    authStore.update((auth) => {
      auth.accessToken = 'refreshed';
    });
    setLoggedIn(false);
    subs.forEach((s) => s.unsubscribe());
    expect(first).toEqual([false, true, false]);
    expect(second).toEqual([true, false]);
  });
});
