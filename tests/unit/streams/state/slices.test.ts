// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Match } from '../../../../contract/sports';
import { authStore, initialAuthState } from '../../../../streams/state/slices/auth';
import { currentFullMarketNewStore, MAX_MATCH_URL_ENTRIES, rememberMatchUrl } from '../../../../streams/state/slices/currentFullMarketNew';
import { exposureStore } from '../../../../streams/state/slices/exposure';
import { overviewStore } from '../../../../streams/state/slices/overview';
import { stakesStore } from '../../../../streams/state/slices/stakes';

const matchAt = (matchUrl: string, eventName = matchUrl): Match => ({
  eventId: 4,
  competitionId: 'c',
  matchId: matchUrl,
  eventName,
  openDate: '2026-01-01T10:00:00Z',
  marketName: 'Match Odds',
  declared: false,
  markets: [],
  matchOdds: [],
  bmOdds: false,
  joinedMarketIds: '',
  tv: false,
  bm: false,
  fancy: false,
  s: false,
  matchUrl,
  inPlay: false,
});

const urls = () => currentFullMarketNewStore.get().currentMatchUrl.map((m) => `${m.matchUrl}:${m.eventName}`);

describe('state slices', () => {
  afterEach(() => {
    currentFullMarketNewStore.reset();
    localStorage.clear();
  });

  it('AUTH-27 STATE-01 STATE-09 initial auth is logged out with an empty token; exposure starts at 0', () => {
    expect(authStore.get()).toEqual(initialAuthState);
    expect(initialAuthState).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    expect(exposureStore.get()).toBe(0);
  });

  it('STATE-12 stakes default to the eight presets as {id, stakeValue}', () => {
    expect(stakesStore.get().presets.map((p) => p.stakeValue)).toEqual([100, 200, 500, 1000, 2000, 5000, 10000, 20000]);
    expect(stakesStore.get().presets[0]).toEqual({ id: 0, stakeValue: 100 });
  });

  it('STATE-03 currentMatchUrl: the same matchUrl is replaced in place, another is appended', () => {
    rememberMatchUrl(matchAt('/a', 'first'));
    rememberMatchUrl(matchAt('/b'));
    rememberMatchUrl(matchAt('/a', 'second'));
    expect(urls()).toEqual(['/a:second', '/b:/b']);
  });

  it(`OPEN-136 currentMatchUrl keeps the ${MAX_MATCH_URL_ENTRIES} most recent entries`, () => {
    for (let i = 0; i < MAX_MATCH_URL_ENTRIES + 3; i += 1) rememberMatchUrl(matchAt(`/m${i}`));
    const kept = currentFullMarketNewStore.get().currentMatchUrl.map((m) => m.matchUrl);
    expect(kept).toHaveLength(MAX_MATCH_URL_ENTRIES);
    expect(kept[0]).toBe('/m3');
    expect(kept.at(-1)).toBe(`/m${MAX_MATCH_URL_ENTRIES + 2}`);
  });

  it('OPEN-133 STATE-05 the overview slice is not persisted; the others are', () => {
    overviewStore.set({ openModal: 'login', selectedTab: null });
    rememberMatchUrl(matchAt('/x'));
    expect(localStorage.getItem('state.overview')).toBeNull();
    expect(localStorage.getItem('state.currentFullMarketNew')).not.toBeNull();
  });
});
