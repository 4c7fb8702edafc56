import autocannon from 'autocannon';
import { cpuSecondsOf } from './processCpu';

/** 20 clients polling one snapshot, as many open pages would. */
const SNAPSHOT_CLIENTS = 20;
const WARM_UP_S = 3;
/** Windows per target when targets alternate, so a slow spell of the shared machine hits each of them alike. */
const ALTERNATIONS = 6;
const durationS = Number(process.env.BENCH_SNAPSHOT_S ?? 10);

/** Something to load: one URL, or several served by different processes with the clients split between them. */
export interface LoadTarget {
  label: string;
  urls: string[];
  /** The serving processes, whose CPU time is read from /proc (left out where there is none). */
  pids: number[];
}

interface Window {
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  p99: number;
  cpuS: number | null;
}

async function loadWindow(target: LoadTarget, seconds: number): Promise<Window> {
  const connections = SNAPSHOT_CLIENTS / target.urls.length;
  const cpuBefore = cpuSecondsOf(target.pids);
  const started = performance.now();
  const results = await Promise.all(target.urls.map((url) => autocannon({ url, connections, duration: seconds })));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuSecondsOf(target.pids);
  return {
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    seconds: elapsed,
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    cpuS: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

export interface TargetRate {
  label: string;
  requestsPerSecond: number;
  line: string;
}

/**
 * Requests per second of each target under SNAPSHOT_CLIENTS concurrent pollers in the steady state, measured in
 * one run: each target is warmed up first (JIT, sockets), then the targets take turns in ALTERNATIONS windows
 * each. The server CPU per request tells the servers apart even when the load generator is the limit.
 */
export async function measureAlternating(targets: LoadTarget[]): Promise<TargetRate[]> {
  for (const target of targets) await loadWindow(target, WARM_UP_S);
  const windows = targets.map((): Window[] => []);
  for (let round = 0; round < ALTERNATIONS; round += 1) {
    // Every other round in reverse order, so going first or second in a round favours no target.
    const order = round % 2 === 0 ? targets.keys() : [...targets.keys()].reverse();
    for (const index of order) windows[index]!.push(await loadWindow(targets[index]!, durationS / ALTERNATIONS));
  }
  return targets.map((target, index) => {
    const all = windows[index]!;
    const requests = all.reduce((sum, window) => sum + window.requests, 0);
    const seconds = all.reduce((sum, window) => sum + window.seconds, 0);
    const cpu = all.every((window) => window.cpuS !== null) ? all.reduce((sum, window) => sum + window.cpuS!, 0) : null;
    const requestsPerSecond = requests / seconds;
    const cpuPerRequest = cpu === null ? '' : `, server CPU ${((cpu / requests) * 1e6).toFixed(1)} µs/request`;
    return {
      label: target.label,
      requestsPerSecond,
      line:
        `${target.label}: ${Math.round(requestsPerSecond)} requests/s (${requests} in ${seconds.toFixed(1)} s; ` +
        `worst window p99 ${Math.max(...all.map((window) => window.p99))} ms; ` +
        `${all.reduce((sum, window) => sum + window.non2xx, 0)} non-2xx, ${all.reduce((sum, window) => sum + window.errors, 0)} errors${cpuPerRequest})`,
    };
  });
}

export const alternationNote = () =>
  `${SNAPSHOT_CLIENTS} concurrent clients, ${WARM_UP_S} s of warm-up each, then ${ALTERNATIONS} alternating windows of ${(durationS / ALTERNATIONS).toFixed(1)} s each`;

/** Requests per second of one snapshot endpoint under SNAPSHOT_CLIENTS concurrent pollers, in the steady state. */
export async function measureSnapshotThroughput(url: string, what: string): Promise<string> {
  const [rate] = await measureAlternating([{ label: `GET ${what}`, urls: [url], pids: [] }]);
  return `${rate!.line}\n  (${alternationNote()})`;
}
