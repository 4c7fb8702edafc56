import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_BASE, buildPath, endpoints } from '../../contract/endpoints';
import type { FirstScreenAnswer, FirstScreenParts, FirstScreenRenderer, PageParts, ServerApi } from '../../contract/firstScreen';
import { HEADER_DOMAIN } from '../../contract/headers';

/** A render this young is sent again as it is: the prices on it are at most this old, and the app replaces them. */
const FRESH_MS = 1000;
/** index.html waits this long for its render; the render, once done, serves the next pages. */
const PAGE_WAIT_MS = 300;
/**
 * index.html's render is kept warm while its domain has visits: rendered again WARM_EVERY_MS after the last, until no
 * page has been asked for this long, and a page takes a warm render at once (a fresh one follows for the next page).
 * A bettor's next page then never waits for a render, for a render every 2 s, not every second.
 */
export const KEEP_WARM_MS = 10_000;
/** Within STALE_MS with the time a render takes on a busy server. */
export const WARM_EVERY_MS = 2000;
/** The path of index.html's render: the home page. */
const INDEX_PATH = '/';
/**
 * A page opened by address asks for its first screen from its first script and waits for nothing meanwhile: it may
 * wait longer (a table shows its picture only once its 1.4 s background is over).
 */
export const ASKED_WAIT_MS = 1000;
/**
 * A page whose fresh render is late takes the last one if it is this young: its prices are then a few seconds old
 * for the second or two before the app replaces them. Older, the page goes without.
 */
const STALE_MS = 3000;
/** A render not done by then is given up (logged): its page and the next ones are not held up behind it. */
export const GIVE_UP_MS = 5000;
/** One module instance per domain holds that domain's streams: no more are made than this, whatever hosts ask. */
const MAX_DOMAINS = 64;
/** Renders kept (domain and page), the oldest dropped first: whatever addresses are asked, memory stays bounded. */
const MAX_KEPT = 256;
/**
 * Renders started in a second, over every domain and page: a flood of new addresses costs the server at most these
 * (each some 60–150 ms of its time); a page asked beyond them goes without, or with its last render.
 */
export const MAX_RENDERS_PER_SECOND = 5;

interface Kept {
  at: number;
  rendered: FirstScreenAnswer | null;
  /** When a page last asked for it. */
  askedAt: number;
}

/**
 * Pages' first screens per host, rendered by the app's build (`file`) from the API's answers, answered in-process
 * (`app.inject`): each known domain gets its own instance of the renderer module; a page is rendered once at a
 * time and kept FRESH_MS. Any failure means no first screen: the page is sent as built.
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
  const modules = new Map<string, Promise<FirstScreenRenderer>>();
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<Kept>>();

  const isKnownDomain = async (hostname: string) => {
    const url = `${API_BASE}/${buildPath(endpoints.domainByHost.path, { host: hostname })}`;
    return (await app.inject({ method: 'GET', url, headers: { [HEADER_DOMAIN]: hostname } })).statusCode === 200;
  };

  // Loaded at once, for the first domain that asks: the packages it imports take most of a first render's time.
  const href = pathToFileURL(file).href;
  const firstModule = import(href) as Promise<FirstScreenRenderer>;
  void firstModule.catch((error: unknown) => app.log.warn({ err: error }, 'first screen renderer did not load'));
  const moduleOf = (hostname: string): Promise<FirstScreenRenderer> | undefined => {
    const loaded = modules.get(hostname);
    if (loaded || modules.size >= MAX_DOMAINS) return loaded;
    const loading =
      modules.size === 0 ? firstModule : (import(`${href}?domain=${encodeURIComponent(hostname)}`) as Promise<FirstScreenRenderer>);
    modules.set(hostname, loading);
    return loading;
  };

  const keep = (key: string, rendered: FirstScreenAnswer | null): Kept => {
    const entry = { at: now(), rendered, askedAt: kept.get(key)?.askedAt ?? now() };
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    return entry;
  };

  // A host gets a module instance only once the API knows it as a domain; a domain it no longer knows renders null.
  const render = async (hostname: string, path: string): Promise<FirstScreenAnswer | null> => {
    const module = modules.get(hostname) ?? ((await isKnownDomain(hostname)) ? moduleOf(hostname) : undefined);
    return module ? (await module).renderFirstScreen(hostname, api, path) : null;
  };

  const served = ({ at, rendered }: Kept): FirstScreenAnswer | null => rendered && { ...rendered, ageMs: now() - at };

  const givenUp = () =>
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no render within ${GIVE_UP_MS} ms`)), GIVE_UP_MS).unref());

  let second = 0;
  let startedThisSecond = 0;
  const mayStartRender = () => {
    const current = Math.floor(now() / 1000);
    if (current !== second) [second, startedThisSecond] = [current, 0];
    startedThisSecond += 1;
    return startedThisSecond <= MAX_RENDERS_PER_SECOND;
  };

  const renderOnce = (hostname: string, path: string): Promise<Kept> | undefined => {
    const key = `${hostname} ${path}`;
    const running = inFlight.get(key);
    if (running) return running;
    if (!mayStartRender()) return undefined;
    const next = Promise.race([render(hostname, path), givenUp()])
      .catch((error: unknown) => {
        app.log.warn({ err: error, hostname, path }, 'first screen render failed');
        return null;
      })
      .then((rendered) => keep(key, rendered))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, next);
    if (path === INDEX_PATH) void next.then((entry) => entry.rendered && keepWarm(hostname, key, entry));
    return next;
  };

  // Renders index.html's page again WARM_EVERY_MS after `entry`, unless another render has replaced it.
  const keepWarm = (hostname: string, key: string, entry: Kept) =>
    setTimeout(() => {
      if (kept.get(key) === entry && now() - entry.askedAt < KEEP_WARM_MS) void renderOnce(hostname, INDEX_PATH);
    }, WARM_EVERY_MS).unref();

  return {
    /**
     * The page's first screen, with its age, if one is fresh or comes within `waitMs`, else the last if younger than
     * STALE_MS; else null. Past MAX_RENDERS_PER_SECOND no render starts.
     */
    async of(hostname: string, path: string, waitMs = PAGE_WAIT_MS): Promise<FirstScreenAnswer | null> {
      const last = kept.get(`${hostname} ${path}`);
      if (last) last.askedAt = now();
      if (last && now() - last.at < FRESH_MS) return served(last);
      const rendering = renderOnce(hostname, path);
      const warm = path === INDEX_PATH && last?.rendered && now() - last.at < STALE_MS;
      if (warm) return served(last);
      const late = () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs).unref());
      const fresh = rendering && (await Promise.race([rendering, late()]));
      if (fresh) return served(fresh);
      return last && now() - last.at < STALE_MS ? served(last) : null;
    },
    /** The home page's first screen as index.html takes it. */
    async partsOf(rendered: FirstScreenAnswer): Promise<FirstScreenParts> {
      return (await firstModule).firstScreenParts(rendered);
    },
    /** What index.html carries whatever the render, or null when the renderer did not load or has none. */
    async pageParts(): Promise<PageParts | null> {
      return firstModule.then(
        (module) => (typeof module.pageParts === 'function' ? module.pageParts() : null),
        () => null,
      );
    },
  };
}
