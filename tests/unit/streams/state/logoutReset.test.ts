// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { navigationRequests$ } from '../../../../streams/core/navigation';
import { storesHydrated } from '../../../../streams/state/createStore';
import { resetOnLogout } from '../../../../streams/state/logoutReset';
import { authStore } from '../../../../streams/state/slices/auth';
import { betStore } from '../../../../streams/state/slices/bet';
import { domainConfigStore } from '../../../../streams/state/slices/domainConfig';
import { exposureStore } from '../../../../streams/state/slices/exposure';
import { sportsLockStore } from '../../../../streams/state/slices/sportsLock';
import { stakesStore } from '../../../../streams/state/slices/stakes';
import { userStore } from '../../../../streams/state/slices/user';
import { setTheme } from '../../../../streams/state/theme';
import { domainFixture, TOKEN, userDetailsFixture } from '../support/fixtures';
import { setLoggedIn } from '../support/session';

const liveBet = {
  _id: 'b',
  matchId: 'm',
  eventId: 4,
  legueId: 'l',
  sportsName: 'Cricket',
  event: 'A v B',
  markettype: 'Match Odds',
  count: 1,
};

function fillSession() {
  setLoggedIn(true);
  const { role, ...user } = userDetailsFixture;
  userStore.set({ user, role });
  betStore.set({ liveBets: [liveBet] });
  exposureStore.set(250);
  sportsLockStore.set({ lockedSports: [{ eventId: 4, lock: true }] });
  domainConfigStore.set(domainFixture);
  stakesStore.set({ presets: [{ id: 0, stakeValue: 7 }] });
  setTheme('dark');
  localStorage.setItem('ipInfo', JSON.stringify({ data: { query: '1.2.3.4' }, expiry: 1 }));
}

describe('logout reset', () => {
  // Another tab's change is read back with the slices' schemas, as in the app once they have loaded.
  beforeAll(() => storesHydrated());
  afterEach(() => localStorage.clear());

  it('OPEN-134 clears auth, user, bet, exposure and locks; keeps domain, stakes, theme and the IP cache', () => {
    fillSession();
    resetOnLogout();
    expect(authStore.get()).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    expect(userStore.get()).toEqual({ user: null, role: null });
    expect(betStore.get().liveBets).toEqual([]);
    expect(exposureStore.get()).toBe(0);
    expect(sportsLockStore.get().lockedSports).toEqual([]);
    expect(domainConfigStore.get()).toEqual(domainFixture);
    expect(stakesStore.get().presets).toEqual([{ id: 0, stakeValue: 7 }]);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('ipInfo')).not.toBeNull();
  });

  it('OPEN-135 a logout in another tab logs this tab out and navigates to /', () => {
    fillSession();
    const paths: string[] = [];
    const sub = navigationRequests$.subscribe((p) => paths.push(p));
    const cleared = JSON.stringify({ accessToken: '', isLoggedIn: false, userDetails: null });
    localStorage.setItem('state.auth', cleared);
    window.dispatchEvent(new StorageEvent('storage', { key: 'state.auth', newValue: cleared }));
    sub.unsubscribe();
    expect(authStore.get().isLoggedIn).toBe(false);
    expect(exposureStore.get()).toBe(0);
    expect(paths).toEqual(['/']);
  });

  it('OPEN-135 other storage changes leave the session alone', () => {
    fillSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(authStore.get().accessToken).toBe(TOKEN);
  });
});
