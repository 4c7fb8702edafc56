import { randomBytes } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import type { RunningProduct } from './productServer';

const TABLE_DATA = '/api/casino/data/teen20/56767';
const FLOOD_CONNECTIONS = 50;
const PROBE_CONNECTIONS = 2;
const durationS = Number(process.env.BENCH_FLOOD_S ?? 10);

/** The product's environment for this section: the flood names its own client addresses through one trusted hop. */
export const SIGN_IN_FLOOD_ENV = { TRUST_PROXY: '1' };

let floodCounter = 0;
/** A made-up user name from a made-up address each time, so neither the per-name nor the per-IP guards stop it. */
function floodRequest(): { body: string; headers: Record<string, string> } {
  floodCounter += 1;
  const address = `10.${(floodCounter >> 16) & 255}.${(floodCounter >> 8) & 255}.${floodCounter & 255}`;
  const body = { userName: `flood-${randomBytes(4).toString('hex')}`, password: 'Summer2026!', deviceIp: address, ipInfo: { query: address } };
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json', d: 'localhost', 'x-forwarded-for': address } };
}

const probe = (url: string) => autocannon({ url, connections: PROBE_CONNECTIONS, duration: durationS });

const line = (what: string, result: Result) =>
  `  ${what}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (${result.requests.total} requests, ${result.non2xx} non-2xx)`;

/**
 * Issue 16 §4: while FLOOD_CONNECTIONS clients send sign-ins with made-up names from made-up addresses, the
 * p99 of `GET /` and of a casino snapshot (PROBE_CONNECTIONS clients each) must stay under 100 ms. Measured
 * first without the flood, then with it, in one run.
 */
export async function measureSignInFlood(product: RunningProduct): Promise<string> {
  const table = `${product.baseUrl}${TABLE_DATA}`;
  const [quietHome, quietTable] = await Promise.all([probe(`${product.baseUrl}/`), probe(table)]);
  const [flood, home, snapshot] = await Promise.all([
    autocannon({
      url: `${product.baseUrl}/api/auth/signin`,
      method: 'POST',
      connections: FLOOD_CONNECTIONS,
      duration: durationS,
      requests: [{ setupRequest: (request) => ({ ...request, ...floodRequest() }) }],
    }),
    probe(`${product.baseUrl}/`),
    probe(table),
  ]);
  const busy = flood.statusCodeStats['429']?.count ?? 0;
  return [
    `Without a flood, ${PROBE_CONNECTIONS} clients each for ${durationS} s:`,
    line('GET /', quietHome),
    line(`GET ${TABLE_DATA}`, quietTable),
    `During a flood of sign-ins with made-up names (${FLOOD_CONNECTIONS} connections, ${flood.requests.total} sign-ins, ` +
      `${flood.requests.total - busy} checked, ${busy} answered 429 at once):`,
    line('GET /', home),
    line(`GET ${TABLE_DATA}`, snapshot),
    `  sign-in p50 ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms`,
  ].join('\n');
}
