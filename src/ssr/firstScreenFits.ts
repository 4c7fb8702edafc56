import type { FirstScreenAnswer } from '../../contract/firstScreen';

/** What the page's check needs to know besides the browser's state (see visitFits). */
export type FirstScreenFacts = FirstScreenAnswer['facts'];

/**
 * Whether a first screen the server rendered is what the app will show first on this visit: on a phone, without a
 * session, in the theme it was rendered in, no QA recording waiting. It may run in the page before the body is
 * painted (the server inlines its source), so it reads only the browser and its argument.
 */
export function visitFits(facts: FirstScreenFacts): boolean {
  try {
    const storedMode = localStorage.getItem(facts.themeKey) === 'dark' ? 'dark' : 'light';
    return (
      matchMedia(facts.phoneQuery).matches &&
      localStorage.getItem(facts.authKey) === null &&
      sessionStorage.getItem(facts.replayKey) === null &&
      (facts.modeForced || storedMode === facts.mode)
    );
  } catch {
    return false; // storage refused: the app decides for itself
  }
}

/** Whether the address is the home page itself (no tab chosen): `/` is the one page the server sends rendered. */
export function isHomeHash(hash: string): boolean {
  return /^#?\/?$/.test(hash);
}
