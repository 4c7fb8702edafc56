import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What a JSON answer needs, and no more: it is never rendered as a page, so the policies of a document (what it
 * may load, frame or refer to) have nothing to act on, and sending them cost the polled snapshot routes about a
 * tenth of their time. What stays:
 * - nosniff: a browser must never read the JSON as HTML or script;
 * - CORP same-origin: another site cannot pull the data into its own process (no-cors requests, Spectre);
 * - HSTS: when the API has a host of its own (app on a CDN), only its own answers can keep that host on HTTPS;
 * - a CSP that loads nothing and is framed nowhere, for a JSON answer opened as a page;
 * - no-store unless the route says otherwise: account data must never sit in a shared cache.
 */
const JSON_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Security headers on every answer, chosen by what is sent: a JSON answer gets JSON_ANSWER_HEADERS, anything
 * else (HTML pages, scripts, images, answers of unknown type) helmet's full document set. Helmet's middleware is
 * built once: @fastify/helmet built it anew for each request (parsing the CSP again).
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const documentHeaders = helmet(options);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isJson(reply.getHeader('content-type'))) {
      reply.headers(JSON_ANSWER_HEADERS);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
      return;
    }
    // Helmet 8 throws its errors rather than passing them on, so `next` is only ever called without one.
    documentHeaders(request.raw, reply.raw, () => done(null, payload));
  });
}
