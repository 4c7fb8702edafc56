import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built app: index.html at `/`, hashed bundles under /assets cached for good; the build's `.br` / `.gz` copies sent when the browser takes them. */
export async function registerStaticApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(root),
    prefix: '/',
    // A list, not a string: with preCompressed, @fastify/static finds `/`'s compressed index only in a list.
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
    },
  });
}
