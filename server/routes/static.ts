import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_RENDERER_FILE, FIRST_SCREEN_ROUTE, type FirstScreenParts, type PageParts } from '../../contract/firstScreen';
import { scriptNonceOf } from '../http/scriptNonce';
import { ASKED_WAIT_MS, firstScreenRenderer } from './firstScreenRenderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const APP_ROOT = '<div id="root"></div>';
const BODY = /<body[^>]*>/;
/** Longer than any address of the app (a match page with its query is about 200 characters). */
const MAX_APP_PATH = 1000;

/**
 * index.html as the server sends it, in two parts: what it carries whatever the render (the first screen's style
 * before `</head>`, the body's first script after `<body>`), sent at once, and from the app's root on, sent once the
 * render is there or late (with the first screen's markup and script before the root). Null for a page not split so.
 */
export function pageInParts(page: string, parts: PageParts, nonce: string) {
  const root = page.indexOf(APP_ROOT);
  if (root < 0 || !page.includes('</head>') || !BODY.test(page)) return null;
  const script = (code: string) => `<script nonce="${nonce}">${code}</script>`;
  return {
    head: page
      .slice(0, root)
      .replace('</head>', () => `<style>${parts.style}</style></head>`)
      .replace(BODY, (body) => `${body}${script(parts.bodyScript)}`),
    tail: (firstScreen: FirstScreenParts | null) =>
      `${firstScreen ? firstScreen.markup + script(firstScreen.script) : ''}${page.slice(root)}`,
  };
}

/**
 * A body compressed as the browser takes it, sent as it is written: `flush` sends what is written so far, and
 * resolves once it is on its way (before a render takes the event loop).
 */
function compressedStream(request: FastifyRequest, reply: FastifyReply) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) {
    reply.header('content-encoding', 'br');
    // Quality 5: within a millisecond or two for ~50 KB, about as small as the build's quality 11 here.
    const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { stream, flush: () => new Promise<void>((resolve) => stream.flush(resolve)) };
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header('content-encoding', 'gzip');
    const stream = createGzip();
    return { stream, flush: () => new Promise<void>((resolve) => stream.flush(constants.Z_SYNC_FLUSH, resolve)) };
  }
  const stream = new PassThrough();
  return { stream, flush: () => Promise.resolve() };
}

/** Sends `text` compressed as the browser takes it: a first screen is some 50–70 KB of markup, a tenth of it compressed. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  const body = compressedStream(request, reply);
  body.stream.end(text);
  return reply.send(body.stream);
}

const pageHeaders = (reply: FastifyReply) => reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');

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
    // The page's head goes at once (its scripts start downloading, a table's background paints); the rest follows
    // with the home's first screen once rendered, or without it when the render is late.
    app.get('/', async (request, reply) => {
      const parts = await firstScreens.pageParts();
      const inParts = parts && pageInParts(page, parts, scriptNonceOf(reply.raw));
      if (!inParts) return sendCompressed(request, pageHeaders(reply), page);
      const body = compressedStream(request, reply);
      void pageHeaders(reply).send(body.stream);
      body.stream.write(inParts.head);
      await body.flush();
      const firstScreen = await firstScreens
        .of(request.hostname, '/')
        .then((rendered) => rendered && firstScreens.partsOf(rendered))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'first screen left out of the page');
          return null;
        });
      body.stream.end(inParts.tail(firstScreen));
      return reply;
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
