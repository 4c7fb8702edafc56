import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scriptNonceOf } from '../http/scriptNonce';
import { firstScreenRenderer, type FirstScreenParts } from './firstScreenRenderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app's build keeps its renderer of the first screen here (scripts/build/firstScreenRenderer.ts); never served. */
const RENDERER = 'server/firstScreen.js';
const APP_ROOT = '<div id="root"></div>';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** index.html with the first screen spliced in: its style and check before `</head>`, its markup just before the app's root. */
export function pageWithFirstScreen(page: string, parts: FirstScreenParts, nonce: string): string {
  if (!page.includes(APP_ROOT) || !page.includes('</head>')) return page;
  const script = (code: string) => `<script nonce="${nonce}">${code}</script>`;
  return page
    .replace('</head>', () => `<style>${parts.headStyle}</style>${script(parts.headScript)}</head>`)
    .replace(APP_ROOT, () => `${parts.markup}${script(parts.bodyScript)}${APP_ROOT}`);
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: string): Promise<void> {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  // Quality 5: within a millisecond or two for the page's ~50 KB, about as small as the build's quality 11 here.
  if (/\bbr\b/.test(accepts))
    return void reply
      .header('content-encoding', 'br')
      .send(await compressBrotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return void reply.header('content-encoding', 'gzip').send(await compressGzip(page));
  return void reply.send(page);
}

/**
 * The built app: index.html at `/` (with the home page's first screen rendered by the server when the build has
 * its renderer), hashed bundles under /assets cached for good; the build's `.br` / `.gz` copies sent when the
 * browser takes them.
 */
export async function registerStaticApp(app: FastifyInstance, root: string, now: () => number = Date.now): Promise<void> {
  const rendererFile = join(resolve(root), RENDERER);
  if (existsSync(rendererFile)) {
    const page = readFileSync(join(resolve(root), 'index.html'), 'utf8');
    const firstScreens = firstScreenRenderer(app, rendererFile, now);
    app.get('/', async (request, reply) => {
      const parts = await firstScreens.forHost(request.hostname);
      await sendPage(request, reply, parts ? pageWithFirstScreen(page, parts, scriptNonceOf(reply.raw)) : page);
    });
  }
  await app.register(fastifyStatic, {
    root: resolve(root),
    prefix: '/',
    // A list, not a string: with preCompressed, @fastify/static finds `/`'s compressed index only in a list.
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (pathname) => !pathname.startsWith('/server/'),
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
    },
  });
}
