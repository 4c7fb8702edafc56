import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningProduct } from './productServer';
import { measureSnapshotThroughput } from './snapshotThroughput';

const TABLE_DATA = '/api/casino/data/teen20/56767';
const FIRST_ROUND_TIMEOUT_MS = 30_000;

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

/** Requests per second of one table's data endpoint under concurrent pollers (snapshots served from memory). */
export async function measureCasinoSnapshots(product: RunningProduct): Promise<string> {
  await firstRound(product.baseUrl);
  return measureSnapshotThroughput(`${product.baseUrl}${TABLE_DATA}`, TABLE_DATA);
}
