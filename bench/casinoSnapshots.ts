import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startApiProcess } from '../scripts/apiProcess';
import { startBareFastify } from './bareFastifyProcess';
import { alternationNote, measureAlternating } from './snapshotThroughput';

export const TABLE_DATA = '/api/casino/data/teen20/56767';
const TABLE_DATA_ROUTE = '/api/casino/data/:casinoType/:eventId';
const FIRST_ROUND_TIMEOUT_MS = 30_000;
const DEMO_PASSWORD = 'bench-casino-pass';

/** Waits until the table deals (its snapshot holds a round), so the load hits a real snapshot. */
export async function firstRound(baseUrl: string): Promise<void> {
  const deadline = Date.now() + FIRST_ROUND_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const body = (await fetch(`${baseUrl}${TABLE_DATA}`).then((response) => response.json())) as { data?: { t1?: unknown[] } };
    if ((body.data?.t1?.length ?? 0) > 0) return;
    await sleep(250);
  }
  throw new Error(`the casino table did not deal a round on ${baseUrl}`);
}

/**
 * One table's data endpoint (served from the in-memory snapshot) against a bare Fastify route sending the same
 * bytes, each in its own process, alternating in one run: what our hooks, headers and validation cost a poll.
 */
export async function measureCasinoSnapshots(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-casino-'));
  // The production log level: the access log must not cost a poll anything.
  const server = await startApiProcess({ port: await freePort(), dataDir, demoPassword: DEMO_PASSWORD, env: { LOG_LEVEL: 'info' } });
  try {
    await firstRound(server.baseUrl);
    const bare = await startBareFastify(await freePort(), TABLE_DATA_ROUTE, TABLE_DATA, `${server.baseUrl}${TABLE_DATA}`);
    try {
      const [ours, yardstick] = await measureAlternating([
        { label: `our GET ${TABLE_DATA}`, urls: [`${server.baseUrl}${TABLE_DATA}`], pids: [server.child.pid!] },
        { label: 'bare Fastify, the same bytes', urls: [bare.url], pids: [bare.child.pid!] },
      ]);
      const bytes = Buffer.byteLength(await fetch(bare.url).then((response) => response.text()));
      return [
        `(the snapshot: ${bytes} bytes at the end)`,
        ours!.line,
        yardstick!.line,
        `ratio ours / bare: ${(ours!.requestsPerSecond / yardstick!.requestsPerSecond).toFixed(2)}×`,
        `(${alternationNote()})`,
      ].join('\n');
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
