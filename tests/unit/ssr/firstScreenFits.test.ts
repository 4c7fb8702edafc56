import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenParts } from '../../../src/ssr/firstScreenDocument';
import { visitFits } from '../../../src/ssr/firstScreenFits';
import { PHONE_VISIT_FACTS } from '../../support/firstScreenFacts';

const storageOf = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

interface Visit {
  hash?: string;
  width?: number;
  stored?: Record<string, string>;
  session?: Record<string, string>;
}

/** Runs the home page's inline script as the page does, from its text: does it put the first screen in the page? */
function homeKeepsIt({ hash = '', width = 390, stored = {}, session = {} }: Visit, facts = PHONE_VISIT_FACTS): boolean {
  let kept: boolean | undefined;
  const template = { content: 'the first screen', replaceWith: () => (kept = true), remove: () => (kept = false) };
  vi.stubGlobal('location', { hash });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_VISIT_FACTS.phoneQuery && width < 600 }));
  vi.stubGlobal('localStorage', storageOf(stored));
  vi.stubGlobal('sessionStorage', storageOf(session));
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'first-screen-template' ? template : null) });
  new Function(firstScreenParts({ markup: '', facts }).script)();
  if (kept === undefined) throw new Error('the script neither kept nor dropped the first screen');
  return kept;
}

afterEach(() => vi.unstubAllGlobals());

describe("whether the server's first screen fits a visit", () => {
  it('fits the home page on a phone, without a session, in the theme it was rendered in', () => {
    expect(homeKeepsIt({})).toBe(true);
    expect(homeKeepsIt({ hash: '#/' })).toBe(true);
    expect(homeKeepsIt({ hash: '#' })).toBe(true);
  });

  it('not another page, nor home with a tab chosen', () => {
    expect(homeKeepsIt({ hash: '#/inplay' })).toBe(false);
    expect(homeKeepsIt({ hash: '#/fullmarket/4/ipl/m-1' })).toBe(false);
    expect(homeKeepsIt({ hash: '#/?tab=casino' })).toBe(false);
  });

  it('not a tablet or a desktop', () => {
    expect(homeKeepsIt({ width: 800 })).toBe(false);
    expect(homeKeepsIt({ width: 1440 })).toBe(false);
  });

  it('not a bettor with a session, nor a QA recording waiting to replay', () => {
    expect(homeKeepsIt({ stored: { 'state.auth': '{"isLoggedIn":true}' } })).toBe(false);
    expect(homeKeepsIt({ session: { 'qa.pendingReplay': '{}' } })).toBe(false);
  });

  it('not a stored dark theme on a light render; any stored theme when the domain forces dark', () => {
    expect(homeKeepsIt({ stored: { theme: 'dark' } })).toBe(false);
    expect(homeKeepsIt({ stored: { theme: 'light' } })).toBe(true);
    const forcedDark = { ...PHONE_VISIT_FACTS, mode: 'dark' as const, modeForced: true };
    expect(homeKeepsIt({ stored: { theme: 'light' } }, forcedDark)).toBe(true);
    expect(homeKeepsIt({}, forcedDark)).toBe(true);
  });

  it('not when the browser refuses storage', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(visitFits(PHONE_VISIT_FACTS)).toBe(false);
  });
});
