import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

/** Headers of any answer that say nothing about its security. */
const GENERIC_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection']);

const securityHeadersOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !GENERIC_HEADERS.has(name)));

/** What a JSON answer needs (server/http/securityHeaders.ts says why each stays), and nothing of a document's. */
const JSON_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

describe('security headers', () => {
  it('SRV-01 API answers carry nosniff, CORP, HSTS, a CSP that loads and frames nothing, and no-store; no document policies', async () => {
    for (const url of ['/api/v2/get-events', '/api/casino/data/teen20/56767']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(securityHeadersOf(response), url).toEqual(JSON_ANSWER_HEADERS);
    }
  });

  it('SRV-01 error answers carry the same headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(securityHeadersOf(response)).toEqual(JSON_ANSWER_HEADERS);
  });

  it('OPEN-114 an HTML page carries the document policies: CSP of our own sources, nosniff, frame and referrer policies', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/embed/casino-video?id=dt20' });
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "frame-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
