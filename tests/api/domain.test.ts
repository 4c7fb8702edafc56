import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainConfigResponse } from '../../contract/domain';
import { endpoints } from '../../contract/endpoints';
import { DEMO_PASSWORD, errorMessageOf, localDomainId, signedIn, startTestApp, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const get = (url: string, d = 'localhost') => test.app.inject({ method: 'GET', url, headers: { d } });

describe('domain', () => {
  it('SRV-02 DOM-01 DOM-02 API-04 OPEN-025 GET domain/host/{host} returns the seeded domain config (no casinoImageKey: the layout picks the thumbnail)', async () => {
    const response = await get('/api/domain/host/localhost');
    expect(response.statusCode).toBe(200);
    const body = domainConfigResponse.parse(response.json());
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      title: 'Exchange',
      logoUrl: '/brand/logo.svg',
      favIconUrl: '/brand/favicon.svg',
      layout: 'tamannah',
      signup: false,
      status: 'active',
      casinoImageKey: '',
      defaultDarkMode: false,
    });
    expect(body.data.primaryColor).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('SRV-02 one domain answers for several hosts (127.0.0.1, host with port)', async () => {
    const id = await localDomainId(test.app);
    for (const host of ['127.0.0.1', 'localhost:8080', 'LOCALHOST']) {
      const response = await get(`/api/domain/host/${host}`);
      expect(response.statusCode, host).toBe(200);
      expect(domainConfigResponse.parse(response.json()).data._id).toBe(id);
    }
  });

  it('SRV-02 OPEN-028 an unknown host answers 404 {status:false, message}', async () => {
    const response = await get('/api/domain/host/unknown.example');
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe('Domain not found');
  });

  it('SRV-34 DOM-13 API-36 banners of the domain, in display order', async () => {
    const id = await localDomainId(test.app);
    const response = await get(`/api/domain/banner/get/${id}`, id);
    const body = endpoints.banners.response.parse(response.json());
    expect(body.data.map((item) => item.banner)).toEqual(['/brand/banner-1.svg', '/brand/banner-2.svg', '/brand/banner-3.svg']);
  });

  it('SRV-33 DOM-12 API-35 SHELL-37 notices of the domain, to a session of that domain', async () => {
    const session = await signedIn(test.app, 'demo@Exchange', DEMO_PASSWORD);
    const response = await test.app.inject({ method: 'GET', url: `/api/domain/notice/get/${session.domainId}`, headers: session.headers });
    const body = endpoints.notices.response.parse(response.json());
    expect(body.data).toHaveLength(2);
    expect(body.data.every((item) => item.notice.length > 0)).toBe(true);
  });

  it('SRV-25 API-27 min-max carries the spec defaults with delay in seconds', async () => {
    const id = await localDomainId(test.app);
    const body = endpoints.minMax.response.parse((await get(`/api/get-min-max/${id}`, id)).json());
    expect(body.data).toEqual({
      oddsMin: 100,
      oddsMax: 100_000,
      bookmakerMin: 100,
      bookmakerMax: 300_000,
      fancyMin: 100,
      fancyMax: 300_000,
      delay: 0.1,
      advanceBetLock: false,
      // Our addition: the in-play bet delays by sport, in seconds.
      inPlayDelay: { Cricket: 5, Soccer: 5, Tennis: 3, 'Horse Racing': 1 },
    });
  });

  it('SRV-25 SRV-34 an unknown domain id answers 404', async () => {
    for (const path of ['domain/banner/get', 'get-min-max']) {
      const response = await get(`/api/${path}/nope`);
      expect(response.statusCode, path).toBe(404);
      expect(errorMessageOf(response)).toBe('Domain not found');
    }
  });

  it('SRV-16 HOME-12 API-18 GET /v2/get-events lists the sports without auth headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v2/get-events' });
    const body = endpoints.events.response.parse(response.json());
    expect(body.data).toEqual([
      { eventId: 4, name: 'Cricket' },
      { eventId: 2, name: 'Tennis' },
      { eventId: 1, name: 'Soccer' },
      { eventId: 135, name: 'Horse Racing' },
      { eventId: null, name: 'Casino' },
    ]);
  });
});
