import autocannon from 'autocannon';

/** 20 clients polling one snapshot, as many open pages would. */
const SNAPSHOT_CLIENTS = 20;
const WARM_UP_S = 3;
const durationS = Number(process.env.BENCH_SNAPSHOT_S ?? 10);

/**
 * Requests per second of one snapshot endpoint under SNAPSHOT_CLIENTS concurrent pollers, in the steady state:
 * a first few seconds of the same load warm the server up (its JIT, its sockets) and are not counted.
 */
export async function measureSnapshotThroughput(url: string, what: string): Promise<string> {
  await autocannon({ url, connections: SNAPSHOT_CLIENTS, duration: WARM_UP_S });
  const result = await autocannon({ url, connections: SNAPSHOT_CLIENTS, duration: durationS });
  return [
    `GET ${what}, ${SNAPSHOT_CLIENTS} concurrent clients for ${durationS} s after ${WARM_UP_S} s of warm-up: ${Math.round(result.requests.average)} requests/s`,
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors`,
  ].join('\n');
}
