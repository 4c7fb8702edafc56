import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_BASE, buildPath, endpoints } from '../../contract/endpoints';
import { HEADER_DOMAIN } from '../../contract/headers';

/** What the app's build renders for the page (src/ssr/firstScreenDocument.ts): spliced into index.html. */
export interface FirstScreenParts {
  headStyle: string;
  headScript: string;
  markup: string;
  bodyScript: string;
}

type ServerApi = (request: { method: string; url: string; headers: Record<string, string>; body: unknown }) => Promise<{
  status: number;
  body: unknown;
}>;

interface RendererModule {
  renderFirstScreen(hostname: string, api: ServerApi): Promise<FirstScreenParts | null>;
}

/** A render this young is sent again as it is: the prices on it are at most this old, and the app replaces them. */
const FRESH_MS = 1000;
/** A page waits this long for a render; a slower one is sent without (and the render, once done, serves the next). */
const WAIT_MS = 300;
/** One module instance per domain holds that domain's streams: no more are made than this, whatever hosts ask. */
const MAX_DOMAINS = 64;

interface Rendered {
  at: number;
  parts: FirstScreenParts | null;
}

/**
 * The home page's first screen per host, rendered by the app's build (`file`) from the API's answers, answered
 * in-process (`app.inject`): each known domain gets its own instance of the renderer module, renders are one at
 * a time per domain and kept FRESH_MS. Any failure means no first screen: the page is sent as built.
 */
export function firstScreenRenderer(app: FastifyInstance, file: string, now: () => number) {
  const api: ServerApi = async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.body === '' ? null : (response.json() as unknown) };
  };
  const modules = new Map<string, Promise<RendererModule>>();
  const latest = new Map<string, Rendered>();
  const inFlight = new Map<string, Promise<Rendered>>();

  const isKnownDomain = async (hostname: string) => {
    const url = `${API_BASE}/${buildPath(endpoints.domainByHost.path, { host: hostname })}`;
    return (await app.inject({ method: 'GET', url, headers: { [HEADER_DOMAIN]: hostname } })).statusCode === 200;
  };

  // Loaded at once, for the first domain that asks: the packages it imports take most of a first render's time.
  const href = pathToFileURL(file).href;
  const firstModule = import(href) as Promise<RendererModule>;
  void firstModule.catch((error: unknown) => app.log.warn({ err: error }, 'first screen renderer did not load'));
  const moduleOf = (hostname: string): Promise<RendererModule> | undefined => {
    const loaded = modules.get(hostname);
    if (loaded || modules.size >= MAX_DOMAINS) return loaded;
    const loading =
      modules.size === 0 ? firstModule : (import(`${href}?domain=${encodeURIComponent(hostname)}`) as Promise<RendererModule>);
    modules.set(hostname, loading);
    return loading;
  };

  const render = async (hostname: string): Promise<Rendered> => {
    const module = (await isKnownDomain(hostname)) ? moduleOf(hostname) : undefined;
    const parts = module ? await (await module).renderFirstScreen(hostname, api) : null;
    const rendered = { at: now(), parts };
    latest.set(hostname, rendered);
    return rendered;
  };

  const renderOnce = (hostname: string): Promise<Rendered> => {
    const running = inFlight.get(hostname);
    if (running) return running;
    const next = render(hostname)
      .catch((error: unknown) => {
        app.log.warn({ err: error, hostname }, 'first screen render failed');
        return { at: now(), parts: null };
      })
      .finally(() => inFlight.delete(hostname));
    inFlight.set(hostname, next);
    return next;
  };

  return {
    /** The host's first screen if one is fresh or comes within WAIT_MS; null otherwise. */
    async forHost(hostname: string): Promise<FirstScreenParts | null> {
      const cached = latest.get(hostname);
      if (cached && now() - cached.at < FRESH_MS) return cached.parts;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS).unref());
      return Promise.race([renderOnce(hostname).then((rendered) => rendered.parts), timeout]);
    },
  };
}
