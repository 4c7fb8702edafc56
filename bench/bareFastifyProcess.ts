import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const START_TIMEOUT_MS = 30_000;

export interface BareFastify {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts bench/bareFastify.ts answering `route` (a pattern `path` matches) at `port` with what `source` answers. */
export async function startBareFastify(port: number, route: string, path: string, source: string): Promise<BareFastify> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bareFastify.ts'], {
    env: { ...process.env, BARE_PORT: String(port), BARE_ROUTE: route, BARE_SOURCE: source },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}${path}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`the bare Fastify did not answer on ${url}`);
}
