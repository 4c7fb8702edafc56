import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningProduct {
  baseUrl: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

interface ProductOptions {
  port: number;
  dataDir: string;
  staticDir: string;
  demoPassword: string;
  /** More environment for the server (a section's own settings). */
  env?: Record<string, string>;
}

/** Starts the built product (the app in `staticDir` + API) on a fresh data directory, as the e2e suite does. */
export async function startProduct(options: ProductOptions): Promise<RunningProduct> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      STATIC_DIR: options.staticDir,
      DEMO_PASSWORD: options.demoPassword,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const baseUrl = `http://localhost:${options.port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && server.exitCode === null) {
    const ready = await fetch(baseUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`the product did not answer on ${baseUrl} within ${START_TIMEOUT_MS / 1000} s`);
}
