/**
 * A page's first screen rendered by the server, for a page opened by address on a phone (the page's first script
 * asks for it while the app's code downloads): `GET /first-screen?path=<the app's path>`. 200 with the answer, or
 * 204 when the server has none for that page.
 */
export const FIRST_SCREEN_ROUTE = '/first-screen';

export interface FirstScreenAnswer {
  /** The page's markup in its element, as the app's components render it. */
  markup: string;
  /** What the visit must be for it to show (src/ssr/firstScreenFits.ts). */
  facts: {
    phoneQuery: string;
    authKey: string;
    themeKey: string;
    replayKey: string;
    mode: 'light' | 'dark';
    modeForced: boolean;
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Checked by hand: the page's first script is kept tiny, without zod. */
export function isFirstScreenAnswer(value: unknown): value is FirstScreenAnswer {
  const answer = value as Partial<FirstScreenAnswer> | null;
  const facts = answer?.facts;
  return (
    isText(answer?.markup) &&
    typeof facts === 'object' &&
    facts !== null &&
    [facts.phoneQuery, facts.authKey, facts.themeKey, facts.replayKey].every(isText) &&
    (facts.mode === 'light' || facts.mode === 'dark') &&
    typeof facts.modeForced === 'boolean'
  );
}
