import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_RENDERER_FILE, FIRST_SCREEN_ROUTE, type FirstScreenParts } from '../../contract/firstScreen';
import { scriptNonceOf } from '../http/scriptNonce';
import { ASKED_WAIT_MS, firstScreenRenderer } from './firstScreenRenderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const APP_ROOT = '<div id="root"></div>';
const BODY = /<body[^>]*>/;
/** Longer than any address of the app (a match page with its query is about 200 characters). */
const MAX_APP_PATH = 1000;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface ServerParts {
  /** The script the body starts with (the renderer's launchSplashScript). */
  bodyScript: string | null;
  firstScreen: FirstScreenParts | null;
}

/**
 * index.html with what the server adds: the body's first script, and the first screen (its style before `</head>`,
 * its markup and script just before the app's root). Its inline scripts carry `nonce`.
 */
export function pageWithServerParts(page: string, { bodyScript, firstScreen }: ServerParts, nonce: string): string {
  if (!page.includes(APP_ROOT) || !page.includes('</head>') || !BODY.test(page)) return page;
  const script = (code: string) => `<script nonce="${nonce}">${code}</script>`;
  const withScript = bodyScript === null ? page : page.replace(BODY, (body) => `${body}${script(bodyScript)}`);
  if (!firstScreen) return withScript;
  return withScript
    .replace('</head>', () => `<style>${firstScreen.style}</style></head>`)
    .replace(APP_ROOT, () => `${firstScreen.markup}${script(firstScreen.script)}${APP_ROOT}`);
}

/** Sends `body` compressed as the browser takes it: a first screen is some 50–70 KB of markup, a tenth of it compressed. */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string): Promise<void> {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  // Quality 5: within a millisecond or two for ~50 KB, about as small as the build's quality 11 here.
  if (/\bbr\b/.test(accepts))
    return void reply
      .header('content-encoding', 'br')
      .send(await compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return void reply.header('content-encoding', 'gzip').send(await compressGzip(body));
  return void reply.send(body);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: string): Promise<void> {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  return sendCompressed(request, reply, page);
}

/**
 * The built app: index.html at `/` (when the build has its renderer: with a casino table's background painted with
 * the page and the home page's first screen rendered by the server; another page's at FIRST_SCREEN_ROUTE), hashed
 * bundles under /assets cached for good; the build's `.br` / `.gz` copies sent when the browser takes them.
 */
export async function registerStaticApp(app: FastifyInstance, root: string, now: () => number = Date.now): Promise<void> {
  const rendererFile = join(resolve(root), FIRST_SCREEN_RENDERER_FILE);
  if (existsSync(rendererFile)) {
    const page = readFileSync(join(resolve(root), 'index.html'), 'utf8');
    const firstScreens = firstScreenRenderer(app, rendererFile, now);
    app.get('/', async (request, reply) => {
      const [rendered, script] = await Promise.all([firstScreens.of(request.hostname, '/'), firstScreens.launchSplashScript()]);
      const bodyScript = script || null;
      const firstScreen = rendered && (await firstScreens.partsOf(rendered));
      const served = bodyScript || firstScreen ? pageWithServerParts(page, { bodyScript, firstScreen }, scriptNonceOf(reply.raw)) : page;
      await sendPage(request, reply, served);
    });
    app.get<{ Querystring: { path?: unknown } }>(FIRST_SCREEN_ROUTE, async (request, reply) => {
      const { path } = request.query;
      if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_APP_PATH) {
        return reply.code(400).send({ status: false, message: 'path must be an app path' });
      }
      const rendered = await firstScreens.of(request.hostname, path, ASKED_WAIT_MS);
      if (!rendered) return reply.code(204).send();
      reply.header('content-type', 'application/json; charset=utf-8');
      return sendCompressed(request, reply, JSON.stringify(rendered));
    });
  }
  await app.register(fastifyStatic, {
    root: resolve(root),
    prefix: '/',
    // A list, not a string: with preCompressed, @fastify/static finds `/`'s compressed index only in a list.
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (pathname) => !pathname.startsWith(`/${dirname(FIRST_SCREEN_RENDERER_FILE)}/`),
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
    },
  });
}
