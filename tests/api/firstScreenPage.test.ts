import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const INDEX = '<!doctype html><html><head><title>Exchange</title></head><body><div id="root"></div></body></html>';

/** What the fake renderer does on its next calls (the test sets it; the renderer module reads it). */
interface FakeRenderer {
  renders: string[];
  done: number;
  fail: boolean;
  delayMs: number;
}
const fake: FakeRenderer = { renders: [], done: 0, fail: false, delayMs: 0 };
(globalThis as { firstScreenFake?: FakeRenderer }).firstScreenFake = fake;

// A stand-in for the build's renderer (src/ssr/renderFirstScreen.tsx): it asks the API as the real one does.
const RENDERER = `
const fake = globalThis.firstScreenFake;
export async function renderFirstScreen(hostname, api) {
  fake.renders.push(hostname);
  if (fake.fail) throw new Error('the renderer broke');
  await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
  const events = await api({ method: 'GET', url: '/api/v2/get-events', headers: { d: hostname }, body: undefined });
  fake.done++;
  return {
    headStyle: '#first-screen{color:teal}',
    headScript: 'window.checked=true',
    markup: '<div id="first-screen">events ' + events.status + ' ' + Array.isArray(events.body.data) + '</div>',
    bodyScript: 'window.dropped=true',
  };
}`;

const dist = mkdtempSync(join(tmpdir(), 'first-screen-'));
writeFileSync(join(dist, 'index.html'), INDEX);
mkdirSync(join(dist, 'server'));
writeFileSync(join(dist, 'server', 'firstScreen.js'), RENDERER);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const test = useTestApp({ staticDir: dist });
const page = (host = 'localhost', encoding = 'identity') =>
  test.app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': encoding } });
const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

beforeEach(() => {
  // Each test starts without a render kept: they are kept a second.
  test.clock.advance(1_001);
  Object.assign(fake, { renders: [], done: 0, fail: false, delayMs: 0 });
});

describe('the home page with its first screen rendered by the server', () => {
  it('splices the render into index.html: style and check before </head>, markup before the root, scripts allowed by the page’s nonce', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<style>#first-screen{color:teal}</style>');
    expect(response.body).toContain('<div id="first-screen">events 200 true</div>');
    expect(response.body.indexOf('<div id="first-screen">')).toBeLessThan(response.body.indexOf('<div id="root"></div>'));
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script nonce="${nonce}">window.checked=true</script></head>`);
    expect(response.body).toContain(`<script nonce="${nonce}">window.dropped=true</script><div id="root"></div>`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends it compressed to a browser that takes brotli, and a new nonce with every page', async () => {
    const first = await page('localhost', 'gzip, br');
    const second = await page('localhost', 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('events 200 true');
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('renders a domain once for the pages asked within a second, and again after it', async () => {
    await Promise.all([page(), page(), page()]);
    test.clock.advance(999);
    await page();
    expect(fake.renders).toEqual(['localhost']);
    test.clock.advance(1);
    await page();
    expect(fake.renders).toEqual(['localhost', 'localhost']);
  });

  it('sends the page as built to a host that is no domain, without rendering for it', async () => {
    const response = await page('unknown.example');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(fake.renders).toEqual([]);
  });

  it('sends the page as built when the renderer fails, and the page still loads', async () => {
    fake.fail = true;
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('nonce-');
  });

  it('does not hold a page for a slow render: that page goes as built, the next one gets the render', async () => {
    fake.delayMs = 600;
    const slow = await page();
    expect(slow.body).toBe(INDEX);
    await waitFor(() => fake.done === 1);
    const next = await page();
    expect(next.body).toContain('events 200 true');
    expect(fake.renders).toEqual(['localhost']);
  });

  it('never serves the renderer itself', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/server/firstScreen.js' })).statusCode).toBe(404);
  });
});
