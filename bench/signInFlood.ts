import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import type { RunningProduct } from './productServer';

const TABLE_DATA = '/api/casino/data/teen20/56767';
const FLOOD_CONNECTIONS = 50;
/** The sign-in flood: 600 sign-ins with made-up names. */
const FLOOD_SIGN_INS = Number(process.env.BENCH_FLOOD_SIGN_INS ?? 600);
const PROBE_CONNECTIONS = 2;
const QUIET_S = 10;
const PROBE_LIMIT_S = 120;

/** The product's environment for this section: the flood names its own client addresses through one trusted hop. */
export const SIGN_IN_FLOOD_ENV = { TRUST_PROXY: '1' };

let floodCounter = 0;
/** A made-up user name from a made-up address each time, so neither the per-name nor the per-IP guards stop it. */
function floodRequest(): { body: string; headers: Record<string, string> } {
  floodCounter += 1;
  const address = `10.${(floodCounter >> 16) & 255}.${(floodCounter >> 8) & 255}.${floodCounter & 255}`;
  const body = {
    userName: `flood-${randomBytes(4).toString('hex')}`,
    password: 'Summer2026!',
    deviceIp: address,
    ipInfo: { query: address },
  };
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json', d: 'localhost', 'x-forwarded-for': address } };
}

const probe = (url: string, duration: number) => autocannon({ url, connections: PROBE_CONNECTIONS, duration });

const line = (what: string, result: Result) =>
  `  ${what}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (${result.requests.total} requests, ${result.non2xx} non-2xx)`;

/**
 * While FLOOD_CONNECTIONS clients send FLOOD_SIGN_INS sign-ins with made-up names from made-up
 * addresses, the p99 of `GET /` and of a casino snapshot (PROBE_CONNECTIONS clients each, for as long as the flood
 * lasts) must stay under 100 ms. Measured first without the flood, then with it, in one run.
 */
export async function measureSignInFlood(product: RunningProduct): Promise<string> {
  const home = `${product.baseUrl}/`;
  const table = `${product.baseUrl}${TABLE_DATA}`;
  const [quietHome, quietTable] = await Promise.all([probe(home, QUIET_S), probe(table, QUIET_S)]);
  const probes = [probe(home, PROBE_LIMIT_S), probe(table, PROBE_LIMIT_S)] as const;
  const started = Date.now();
  const flood = await autocannon({
    url: `${product.baseUrl}/api/auth/signin`,
    method: 'POST',
    connections: FLOOD_CONNECTIONS,
    amount: FLOOD_SIGN_INS,
    requests: [{ setupRequest: (request) => ({ ...request, ...floodRequest() }) }],
  });
  const floodS = ((Date.now() - started) / 1000).toFixed(1);
  for (const running of probes) running.stop();
  const [floodHome, floodTable] = await Promise.all(probes);
  const busy = flood.statusCodeStats['429']?.count ?? 0;
  return [
    `Without a flood, ${PROBE_CONNECTIONS} clients each for ${QUIET_S} s:`,
    line('GET /', quietHome),
    line(`GET ${TABLE_DATA}`, quietTable),
    `During a flood of ${flood.requests.total} sign-ins with made-up names (${FLOOD_CONNECTIONS} connections, ${floodS} s): ` +
      `${flood.requests.total - busy} checked, ${busy} answered 429 at once`,
    line('GET /', floodHome),
    line(`GET ${TABLE_DATA}`, floodTable),
    `  sign-in p50 ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms`,
    `Load average after the run (other work on the machine skews every figure): ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  ].join('\n');
}
