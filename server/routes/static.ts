import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built app: index.html at `/`, hashed bundles under /assets cached for good. */
export async function registerStaticApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(root),
    prefix: '/',
    index: 'index.html',
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
    },
  });
}
