import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningProduct } from './productServer';

const CLIENTS = 20;
const TABLE_DATA = '/api/casino/data/teen20/56767';
const FIRST_ROUND_TIMEOUT_MS = 30_000;
const durationS = Number(process.env.BENCH_CASINO_S ?? 10);

/** Waits until the table deals (its snapshot holds a round), so the load hits a real snapshot. */
async function firstRound(baseUrl: string): Promise<void> {
  const deadline = Date.now() + FIRST_ROUND_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const body = (await fetch(`${baseUrl}${TABLE_DATA}`).then((response) => response.json())) as { data?: { t1?: unknown[] } };
    if ((body.data?.t1?.length ?? 0) > 0) return;
    await sleep(250);
  }
  throw new Error('the casino table did not deal a round');
}

/** Requests per second of one table's data endpoint under CLIENTS concurrent pollers (snapshots served from memory). */
export async function measureCasinoSnapshots(product: RunningProduct): Promise<string> {
  await firstRound(product.baseUrl);
  const result = await autocannon({ url: `${product.baseUrl}${TABLE_DATA}`, connections: CLIENTS, duration: durationS });
  return [
    `GET ${TABLE_DATA}, ${CLIENTS} concurrent clients, ${durationS} s: ${Math.round(result.requests.average)} requests/s`,
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors`,
  ].join('\n');
}
