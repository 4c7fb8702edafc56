import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestDatabase, startTestApp, testClock, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const frameSources = (csp: string | undefined) => /frame-src ([^;]*)/.exec(csp ?? '')?.[1];

describe('built-in casino video page', () => {
  it('SRV-36 OPEN-114 /embed/casino-video?id= by casino type or event id: the drawn table of that table, polling its data', async () => {
    for (const id of ['teen20', '56767']) {
      const response = await test.app.inject({ method: 'GET', url: `/embed/casino-video?id=${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('data-casino-type="teen20" data-event-id="56767"');
      expect(response.body).toContain('<canvas id="table"');
      expect(response.body).toContain('<script type="module" src="/embed/casino-video.js"></script>');
      expect(response.body).toContain('&#34;label&#34;:&#34;Player A&#34;');
    }
  });

  it('SRV-36 20-20 Poker draws its two hands and the board, each with its number of cards', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/embed/casino-video?id=poker20' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-casino-type="poker20" data-event-id="98804"');
    for (const seat of [
      '"label":"Player A","slots":[0],"cards":2',
      '"label":"Board","slots":[2],"cards":5',
      '"label":"Player B","slots":[1],"cards":2',
    ])
      expect(response.body).toContain(seat.replaceAll('"', '&#34;'));
  });

  it('SRV-36 an unknown table shows the launched-soon text (404); a missing id is a 400', async () => {
    const unknown = await test.app.inject({ method: 'GET', url: '/embed/casino-video?id=roulette' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This Casino Table will be launched soon.');
    const missing = await test.app.inject({ method: 'GET', url: '/embed/casino-video' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, message: expect.stringContaining('query.id') });
  });

  it('OPEN-114 frames may show only our own pages unless an external casino video host is configured', async () => {
    const own = await test.app.inject({ method: 'GET', url: '/embed/casino-video?id=dt20' });
    expect(frameSources(own.headers['content-security-policy'] as string)).toBe("'self'");
    const clock = testClock();
    const { db, drop } = await createTestDatabase(clock.now);
    const app = await buildApp({
      db,
      config: { tokenTtlMinutes: 30, casinoVideoUrl: 'https://video.example.com/live?id=' },
      staticDir: null,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/embed/casino-video?id=dt20' });
      expect(frameSources(response.headers['content-security-policy'] as string)).toBe("'self' https://video.example.com");
    } finally {
      await app.close();
      await drop();
    }
  });

  it('SRV-36 OPEN-114 frames may also show the configured TV and live-score hosts', async () => {
    const clock = testClock();
    const { db, drop } = await createTestDatabase(clock.now);
    const config = { tokenTtlMinutes: 30, tvUrl: 'https://tv.example.com/stream?x=1', scoreUrl: 'http://score.example.org:8443/board' };
    const app = await buildApp({ db, config, staticDir: null });
    try {
      const response = await app.inject({ method: 'GET', url: '/embed/casino-video?id=dt20' });
      expect(frameSources(response.headers['content-security-policy'] as string)).toBe(
        "'self' https://tv.example.com http://score.example.org:8443",
      );
    } finally {
      await app.close();
      await drop();
    }
  });
});
