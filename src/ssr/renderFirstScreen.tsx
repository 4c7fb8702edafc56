import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router';
import { firstValueFrom, skip } from 'rxjs';
import { AppRoutes, preloadPagesAt } from '../app/AppRoutes';
import { setServerHostname } from '../../streams/core/browser';
import { loadTransport } from '../../streams/api/request';
import { http } from '../../streams/api/transport';
import { domainConfig$ } from '../../streams/domain/domainConfig$';
import { recheckDomain } from '../../streams/domain/domainRecheck';
import { PENDING_REPLAY_KEY } from '../../streams/core/pendingReplay';
import { storageKey } from '../../streams/state/storageKey';
import { THEME_KEY } from '../../streams/state/theme';
import { PHONE_SCREEN_QUERY } from '../theme/phoneScreenQuery';
import type { FirstScreenAnswer, ServerApi } from '../../contract/firstScreen';
import { firstScreenElement } from './firstScreenDocument';
import { oneAtATime } from './oneAtATime';
import { Prepass, withPrepass } from './prepassHooks';

/** Renders stop once nothing new was read or delivered in a pass, or after this many. */
const MAX_PASSES = 8;
/** A stream that has not answered by then renders as it stands (its skeleton). */
const RENDER_BUDGET_MS = 1500;

// Hash routes (SHELL-01): the links of the server's markup read as the browser's would.
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The pages the server renders: home, a match page and a casino table (the ones a phone most often opens first). */
const RENDERED_PAGES = [/^\/$/, /^\/fullmarket\/[^/]+\/[^/]+\/[^/]+$/, /^\/play-casino-new\/[^/]+\/[^/]+$/];

const pageAt = (location: { pathname: string; search: string }) => (
  <Router location={location} navigator={hashNavigator}>
    <Suspense>
      <AppRoutes />
    </Suspense>
  </Router>
);

// React marks a boundary that suspended during a server render like this; the browser would render it itself.
const SUSPENDED = '<!--$!-->';

let lookedUp = false;

/** The domain's config as it stands now: the app looks it up once for its life, this module renders many visits. */
function currentDomainConfig() {
  if (!lookedUp) {
    lookedUp = true;
    return firstValueFrom(domainConfig$);
  }
  const next = firstValueFrom(domainConfig$.pipe(skip(1)));
  recheckDomain();
  return next;
}

/** Sends the app's API calls to `api` (axios' adapter seam), as the browser's would go to the server. */
function answerCallsWith(api: ServerApi): AxiosAdapter {
  return async (config) => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const answer = await api({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}/${config.url ?? ''}`.replace(/\/+/g, '/'),
      headers,
      body,
    });
    const response = { data: answer.body, status: answer.status, statusText: String(answer.status), headers: new AxiosHeaders(), config };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
}

export { firstScreenParts, pageParts } from './firstScreenDocument';

/**
 * The page at `path` (home, a match page or a casino table) as a visitor without a session sees it on a phone,
 * rendered by the app's own components from the API's answers of this moment: it passes until every stream it read
 * has delivered (see prepassHooks.ts). Null for another page, or when the host is not a known domain. One module instance renders one
 * domain (its streams are the app's), one render at a time: the domain lookup, the transport's adapter and the
 * streams are the module's, not a render's (two at once would each wait for the other's domain answer).
 */
export const renderFirstScreen = oneAtATime(renderNow);

async function renderNow(hostname: string, api: ServerApi, path: string): Promise<FirstScreenAnswer | null> {
  const { pathname, search } = new URL(path, 'http://app');
  if (!RENDERED_PAGES.some((page) => page.test(pathname))) return null;
  setServerHostname(hostname);
  await loadTransport();
  http.defaults.adapter = answerCallsWith(api);
  const [config] = await Promise.all([currentDomainConfig(), preloadPagesAt({ pathname })]);
  if (!config.data) return null;
  const page = pageAt({ pathname, search });
  const prepass = new Prepass();
  const deadline = Date.now() + RENDER_BUDGET_MS;
  try {
    let markup = '';
    for (let pass = 0; pass < MAX_PASSES && Date.now() < deadline; pass++) {
      const before = prepass.progress;
      markup = withPrepass(prepass, () => renderToString(page));
      await prepass.whenIdle(deadline - Date.now());
      if (prepass.progress === before && !markup.includes(SUSPENDED)) break;
    }
    const modeForced = config.data.defaultDarkMode === true;
    return {
      markup: firstScreenElement(pathname, markup),
      facts: {
        phoneQuery: PHONE_SCREEN_QUERY,
        authKey: storageKey('auth'),
        themeKey: THEME_KEY,
        replayKey: PENDING_REPLAY_KEY,
        mode: modeForced ? 'dark' : 'light',
        modeForced,
      },
    };
  } finally {
    prepass.close();
  }
}
