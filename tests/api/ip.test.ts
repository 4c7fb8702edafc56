import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipInfo } from '../../contract/auth';
import { errorMessageOf, startTestApp, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('IP responder', () => {
  it('SRV-36 AUTH-14 GET /ip/json?callback=NAME answers NAME({...}) as JavaScript with the client IP', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/ip/json?callback=jsonp_cb1', remoteAddress: '10.9.8.7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    const match = /^jsonp_cb1\((.*)\)$/s.exec(response.body);
    expect(match).not.toBeNull();
    const info = ipInfo.parse(JSON.parse(match?.[1] ?? ''));
    expect(info).toMatchObject({ query: '10.9.8.7', isp: 'Local network', status: 'success' });
    expect(info.city).toBeTruthy();
    expect(info.regionName).toBeTruthy();
    expect(info.country).toBeTruthy();
  });

  it('SRV-36 OPEN-121 without a callback the same object is plain JSON', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/ip/json', remoteAddress: '10.9.8.7' });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ query: '10.9.8.7', status: 'success' });
  });

  it('SRV-36 a callback that is not an identifier → 400 JSON', async () => {
    for (const callback of ['alert(1)//', '1abc', 'a-b', 'x'.repeat(100)]) {
      const response = await test.app.inject({ method: 'GET', url: `/ip/json?callback=${encodeURIComponent(callback)}` });
      expect(response.statusCode, callback).toBe(400);
      errorMessageOf(response);
    }
  });
});
