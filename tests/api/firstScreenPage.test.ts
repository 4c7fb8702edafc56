import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { GIVE_UP_MS, KEEP_WARM_MS, MAX_RENDERS_PER_SECOND } from '../../server/routes/firstScreenRenderer';
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
export async function renderFirstScreen(hostname, api, path) {
  fake.renders.push(hostname + ' ' + path);
  if (fake.fail) throw new Error('the renderer broke');
  if (path !== '/' && !path.startsWith('/fullmarket/')) return null;
  await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
  const events = await api({ method: 'GET', url: '/api/v2/get-events', headers: { d: hostname }, body: undefined });
  fake.done++;
  return {
    markup: '<div id="first-screen">' + path + ': events ' + events.status + ' ' + Array.isArray(events.body.data) + ' #' + fake.done + '</div>',
    facts: { mode: 'light' },
  };
}
export function firstScreenParts(rendered) {
  return { markup: '<template>' + rendered.markup + '</template>', script: 'window.shown=true' };
}
export function pageParts() {
  return { style: '#first-screen{color:teal}', bodyScript: 'window.splashed=true' };
}`;

const dist = mkdtempSync(join(tmpdir(), 'first-screen-'));
writeFileSync(join(dist, 'index.html'), INDEX);
mkdirSync(join(dist, 'server'));
writeFileSync(join(dist, 'server', 'firstScreen.js'), RENDERER);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const test = useTestApp({ staticDir: dist });
const page = (host = 'localhost', encoding = 'identity') =>
  test.app.inject({ method: 'GET', url: '/', headers: { host, 'accept-encoding': encoding } });
const asked = (path: string) =>
  test.app.inject({ method: 'GET', url: `/first-screen?path=${encodeURIComponent(path)}`, headers: { host: 'localhost' } });
const nonceOf = (response: { headers: Record<string, unknown> }) =>
  /script-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
/** index.html without a first screen: with what it carries whatever the render (the nonce allows its script). */
const withoutFirstScreen = (response: { headers: Record<string, unknown> }) =>
  INDEX.replace('</head>', '<style>#first-screen{color:teal}</style></head>').replace(
    '<body>',
    `<body><script nonce="${nonceOf(response)}">window.splashed=true</script>`,
  );
const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

beforeEach(() => {
  // Each test starts without a render kept (one is fresh for a second, taken for a late one for 3 s) or kept warm.
  test.clock.advance(KEEP_WARM_MS + 1);
  Object.assign(fake, { renders: [], done: 0, fail: false, delayMs: 0 });
});

describe('the home page with its first screen rendered by the server', () => {
  it('splices the render into index.html: the style before </head>, the body’s first script after <body>, the markup and its script before the root, the scripts allowed by the page’s nonce', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<style>#first-screen{color:teal}</style></head>');
    const nonce = nonceOf(response);
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<body><script nonce="${nonce}">window.splashed=true</script>`);
    expect(response.body).toContain(
      `<template><div id="first-screen">/: events 200 true #1</div></template><script nonce="${nonce}">window.shown=true</script><div id="root"></div>`,
    );
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it(`keeps the page's render warm while pages are asked, and stops ${KEEP_WARM_MS / 1000} s after the last`, async () => {
    await page();
    // Two seconds later it renders again, unasked: the next page gets that render at once.
    await waitFor(() => fake.done === 2);
    expect((await page()).body).toContain('/: events 200 true #2');
    test.clock.advance(KEEP_WARM_MS);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const renders = fake.renders.length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fake.renders).toHaveLength(renders);
    expect(fake.renders.every((render) => render === 'localhost /')).toBe(true);
  });

  it('sends it compressed to a browser that takes brotli, and a new nonce with every page', async () => {
    const first = await page('localhost', 'gzip, br');
    const second = await page('localhost', 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('/: events 200 true #1');
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('renders a domain once for the pages asked within a second, and again after it, the page taking the last render at once', async () => {
    await Promise.all([page(), page(), page()]);
    test.clock.advance(999);
    await page();
    expect(fake.renders).toEqual(['localhost /']);
    test.clock.advance(1);
    fake.delayMs = 200;
    expect((await page()).body).toContain('/: events 200 true #1');
    await waitFor(() => fake.done === 2);
    expect(fake.renders).toEqual(['localhost /', 'localhost /']);
    expect((await page()).body).toContain('/: events 200 true #2');
  });

  it('sends the page without a first screen to a host that is no domain, without rendering for it', async () => {
    const response = await page('unknown.example');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(withoutFirstScreen(response));
    expect(fake.renders).toEqual([]);
  });

  it('sends the page without a first screen when the renderer fails, and the page still loads', async () => {
    fake.fail = true;
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(withoutFirstScreen(response));
  });

  it('sends the head of the page at once, before the render is done, and the rest with it', async () => {
    fake.delayMs = 250;
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' }, payloadAsStream: true });
    const chunks: string[] = [];
    const stream = response.stream();
    stream.on('data', (chunk: Buffer) => chunks.push(`${fake.done}:${chunk.toString()}`));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(chunks[0]).toMatch(/^0:<!doctype html>.*<body><script nonce="[^"]+">window\.splashed=true<\/script>$/);
    expect(chunks.at(-1)).toMatch(/^1:.*<template><div id="first-screen">\/: events 200 true #1<\/div><\/template>.*<\/html>$/);
  });

  it('does not hold a page for a slow render: that page goes without it, the next one gets the render', async () => {
    fake.delayMs = 600;
    const slow = await page();
    expect(slow.body).toBe(withoutFirstScreen(slow));
    await waitFor(() => fake.done === 1);
    const next = await page();
    expect(next.body).toContain('/: events 200 true #1');
    expect(fake.renders).toEqual(['localhost /']);
  });

  it('when a render is late, a page takes the last one up to 3 s old, and none older', async () => {
    await page();
    expect(fake.done).toBe(1);
    fake.delayMs = 600;
    test.clock.advance(2_999);
    const late = await page();
    expect(late.body).toContain('/: events 200 true #1');
    await waitFor(() => fake.done === 2);

    test.clock.advance(3_000);
    const tooOld = await page();
    expect(tooOld.body).toBe(withoutFirstScreen(tooOld));
    await waitFor(() => fake.done === 3);
    expect((await page()).body).toContain('/: events 200 true #3');
  });

  it("answers a match page's first screen to the page's first script, as JSON, with the render's age", async () => {
    const path = '/fullmarket/4/ipl/m-1?eventName=Mumbai+v+Chennai';
    const markup = `<div id="first-screen">${path}: events 200 true #1</div>`;
    const response = await asked(path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ markup, facts: { mode: 'light' }, ageMs: 0 });
    test.clock.advance(400);
    expect((await asked(path)).json()).toEqual({ markup, facts: { mode: 'light' }, ageMs: 400 });
  });

  it('lets a page’s first script wait longer for a render than index.html does (it holds nothing back)', async () => {
    fake.delayMs = 600;
    const path = '/fullmarket/4/ipl/m-2';
    const response = await asked(path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ markup: `<div id="first-screen">${path}: events 200 true #1</div>` });
  });

  it(`gives up on a render not done within ${GIVE_UP_MS / 1000} s: the page's next renders are not held behind it`, async () => {
    fake.delayMs = 60_000;
    const path = '/fullmarket/4/ipl/stuck';
    expect((await asked(path)).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS));
    test.clock.advance(1_000);
    fake.delayMs = 0;
    expect((await asked(path)).statusCode).toBe(200);
    expect(fake.renders).toEqual([`localhost ${path}`, `localhost ${path}`]);
  });

  it(`starts at most ${MAX_RENDERS_PER_SECOND} renders a second, whatever addresses a flood asks for`, async () => {
    const paths = Array.from({ length: MAX_RENDERS_PER_SECOND + 3 }, (_, index) => `/fullmarket/4/ipl/flood-${index}`);
    const answers = await Promise.all(
      paths.map((path) =>
        test.app.inject({ method: 'GET', url: `/first-screen?path=${encodeURIComponent(path)}`, headers: { host: 'localhost' } }),
      ),
    );
    expect(fake.renders).toHaveLength(MAX_RENDERS_PER_SECOND);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_RENDERS_PER_SECOND);
    expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(3);
    test.clock.advance(1_000);
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: `/first-screen?path=${encodeURIComponent(paths.at(-1) ?? '')}`,
          headers: { host: 'localhost' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 204 for a page it does not render, 400 for a path that is none', async () => {
    const other = await test.app.inject({ method: 'GET', url: '/first-screen?path=%2Faccount', headers: { host: 'localhost' } });
    expect(other.statusCode).toBe(204);
    for (const url of ['/first-screen', '/first-screen?path=account', `/first-screen?path=/${'x'.repeat(1_000)}`]) {
      const bad = await test.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json()).toEqual({ status: false, message: 'path must be an app path' });
    }
  });

  it('never serves the renderer itself', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/server/firstScreen.js' })).statusCode).toBe(404);
  });
});
