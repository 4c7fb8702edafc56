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
  /** How old the render was when the server sent it (ms): a countdown on it goes on from there. */
  ageMs?: number;
}

/**
 * The app's build carries its renderer of first screens at this path inside its output folder
 * (scripts/build/firstScreenRenderer.ts); the server imports it from there (server/routes/static.ts) and never serves it.
 */
export const FIRST_SCREEN_RENDERER_FILE = 'server/firstScreen.js';

/** An API call answered inside the server (no socket): what the app would have sent, and the answer. */
export type ServerApi = (request: { method: string; url: string; headers: Record<string, string>; body: unknown }) => Promise<{
  status: number;
  body: unknown;
}>;

/**
 * The home page's first screen as index.html takes it: the markup and the script that shows it, before the app's root
 * element. The server tags the script with the page's CSP nonce.
 */
export interface FirstScreenParts {
  markup: string;
  script: string;
}

/**
 * What index.html carries whatever the render: the first screen's style before `</head>` (it applies only once a
 * first screen is on the page) and the script the body starts with (a casino table's background, CAS-LNCH-06).
 */
export interface PageParts {
  style: string;
  bodyScript: string;
}

/** What the renderer module exports (src/ssr/renderFirstScreen.tsx). */
export interface FirstScreenRenderer {
  renderFirstScreen(hostname: string, api: ServerApi, path: string): Promise<FirstScreenAnswer | null>;
  firstScreenParts(rendered: FirstScreenAnswer): FirstScreenParts;
  pageParts(): PageParts;
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
    typeof facts.modeForced === 'boolean' &&
    (answer.ageMs === undefined || (typeof answer.ageMs === 'number' && answer.ageMs >= 0))
  );
}
