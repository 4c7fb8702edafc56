import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticApp } from '../../server/routes/static';

const INDEX = '<!doctype html><title>Exchange</title><div id="root"></div>';
const BUNDLE = 'export const answer = 42;'.repeat(40);

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  // A build as scripts/build/precompress.ts leaves it: each file with its .br and .gz beside it.
  dist = mkdtempSync(join(tmpdir(), 'static-app-'));
  const write = (name: string, content: string) => {
    writeFileSync(join(dist, name), content);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
  };
  write('index.html', INDEX);
  mkdirSync(join(dist, 'assets'));
  write('assets/main-abc123.js', BUNDLE);
  app = Fastify();
  await registerStaticApp(app, dist);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, plain text otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);

    const gzip = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('hashed bundles are cached for good, index.html is not', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(index.headers['cache-control']).not.toContain('immutable');
  });
});
