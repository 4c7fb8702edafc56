import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenFits, type FirstScreenFacts } from '../../../src/ssr/firstScreenFits';

const FACTS: FirstScreenFacts = {
  phoneQuery: '(max-width:599.95px)',
  authKey: 'state.auth',
  themeKey: 'theme',
  replayKey: 'qa.pendingReplay',
  mode: 'light',
  modeForced: false,
};

const storageOf = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

interface Visit {
  hash?: string;
  width?: number;
  stored?: Record<string, string>;
  session?: Record<string, string>;
}

/** Runs the check as the page does: from its source text, so it may use nothing but the browser and its argument. */
function fits({ hash = '', width = 390, stored = {}, session = {} }: Visit, facts = FACTS): boolean {
  vi.stubGlobal('location', { hash });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === FACTS.phoneQuery && width < 600 }));
  vi.stubGlobal('localStorage', storageOf(stored));
  vi.stubGlobal('sessionStorage', storageOf(session));
  return new Function('facts', `return (${firstScreenFits.toString()})(facts)`)(facts) as boolean;
}

afterEach(() => vi.unstubAllGlobals());

describe("whether the server's first screen fits a visit", () => {
  it('fits the home page on a phone, without a session, in the theme it was rendered in', () => {
    expect(fits({})).toBe(true);
    expect(fits({ hash: '#/' })).toBe(true);
    expect(fits({ hash: '#' })).toBe(true);
  });

  it('not another page, nor home with a tab chosen', () => {
    expect(fits({ hash: '#/inplay' })).toBe(false);
    expect(fits({ hash: '#/fullmarket/4/ipl/m-1' })).toBe(false);
    expect(fits({ hash: '#/?tab=casino' })).toBe(false);
  });

  it('not a tablet or a desktop', () => {
    expect(fits({ width: 800 })).toBe(false);
    expect(fits({ width: 1440 })).toBe(false);
  });

  it('not a bettor with a session, nor a QA recording waiting to replay', () => {
    expect(fits({ stored: { 'state.auth': '{"isLoggedIn":true}' } })).toBe(false);
    expect(fits({ session: { 'qa.pendingReplay': '{}' } })).toBe(false);
  });

  it('not a stored dark theme on a light render; any stored theme when the domain forces dark', () => {
    expect(fits({ stored: { theme: 'dark' } })).toBe(false);
    expect(fits({ stored: { theme: 'light' } })).toBe(true);
    const forcedDark = { ...FACTS, mode: 'dark' as const, modeForced: true };
    expect(fits({ stored: { theme: 'light' } }, forcedDark)).toBe(true);
    expect(fits({}, forcedDark)).toBe(true);
  });

  it('not when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(new Function('facts', `return (${firstScreenFits.toString()})(facts)`)(FACTS)).toBe(false);
  });
});
