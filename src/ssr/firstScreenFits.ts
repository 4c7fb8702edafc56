/** What the page's inline check needs to know besides the browser's state (see firstScreenFits). */
export interface FirstScreenFacts {
  phoneQuery: string;
  authKey: string;
  themeKey: string;
  replayKey: string;
  mode: 'light' | 'dark';
  modeForced: boolean;
}

/**
 * Whether the server's first screen is what the app will show first: the home page, on a phone, without a session,
 * in the theme it was rendered in, no QA recording waiting. It runs in the page before the body is painted (the
 * server inlines its source), so it reads only the browser and its argument.
 */
export function firstScreenFits(facts: FirstScreenFacts): boolean {
  try {
    const storedMode = localStorage.getItem(facts.themeKey) === 'dark' ? 'dark' : 'light';
    return (
      /^#?\/?$/.test(location.hash) &&
      matchMedia(facts.phoneQuery).matches &&
      localStorage.getItem(facts.authKey) === null &&
      sessionStorage.getItem(facts.replayKey) === null &&
      (facts.modeForced || storedMode === facts.mode)
    );
  } catch {
    return false; // storage refused: the app decides for itself
  }
}
