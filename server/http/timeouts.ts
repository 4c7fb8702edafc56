import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

export interface HttpTimeouts {
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included, must arrive within this (checked every `checkEveryMs`, by Node and by our watchdog). */
  requestMs: number;
  checkEveryMs: number;
  /** A socket with no traffic either way is closed after this. */
  idleMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveMs: number;
}

/**
 * A client that stalls (headers, a body shorter than declared, or silence) is cut within 30 s: the request
 * deadline plus one check interval plus the event loop's lag must stay under that, so the check runs every second.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 25_000,
  checkEveryMs: 1_000,
  idleMs: 30_000,
  keepAliveMs: 25_000,
};

export const fastifyTimeoutOptions = (timeouts: HttpTimeouts) =>
  ({
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  }) satisfies FastifyHttpOptions<Server>;
