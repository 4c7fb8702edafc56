import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessageOf, startTestApp, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

/** Headers of any answer that say nothing about its security. */
const GENERIC_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'cache-control']);

const securityHeadersOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !GENERIC_HEADERS.has(name)));

/** Fastify's router used to answer these itself: {error, code, message, statusCode} without the security headers. */
async function expectAppError(response: LightMyRequestResponse, status: number): Promise<void> {
  expect(response.statusCode, response.body).toBe(status);
  expect(Object.keys(response.json() as object).sort()).toEqual(['message', 'status']);
  errorMessageOf(response);
  const regularError = await test.app.inject({ method: 'GET', url: '/api/no/such/route' });
  expect(securityHeadersOf(response)).toEqual(securityHeadersOf(regularError));
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
}

describe('paths the router refuses answer like every other bad input', () => {
  it('SRV-01 a malformed %-escape in a path parameter → 400 {status:false, message} with the security headers', async () => {
    for (const url of ['/api/get-min-max/%', '/api/get-min-max/%ZZ', '/api/domain/banner/get/%E0%A4%A']) {
      const response = await test.app.inject({ method: 'GET', url });
      await expectAppError(response, 400);
      expect(errorMessageOf(response), url).toMatch(/path is not valid.*%-escape/);
    }
  });

  it('SRV-01 a malformed path on a POST with a body → 400 in the same format', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/auth/sign%ZZ', payload: { userName: 'a' } });
    await expectAppError(response, 400);
  });

  it('SRV-01 a path parameter over the maximum length → 414 {status:false, message} with the security headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/get-min-max/${'a'.repeat(5_000)}` });
    await expectAppError(response, 414);
    expect(errorMessageOf(response)).toMatch(/path segment is too long/);
  });
});
