import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** The API server as its own process (node + tsx loader, so a signal reaches the server itself). */
export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ApiProcessOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  demoPassword: string;
  startTimeoutMs?: number;
  /** Further environment of the server (e.g. STATIC_DIR to serve the app, SPORTS_SPEED). */
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts server/main.ts and waits until it answers the domain lookup. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      DEMO_PASSWORD: options.demoPassword,
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_MINUTE: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${baseUrl}/api/domain/host/localhost`, { headers: { d: 'localhost' } }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, child, exited, stop };
    await sleep(200);
  }
  await stop('SIGKILL');
  throw new Error(`the API did not answer on ${baseUrl}`);
}

/** Signs in over HTTP and returns the headers of authenticated calls. */
export async function signInOver(baseUrl: string, userName: string, password: string): Promise<Record<string, string>> {
  const ipInfo = { query: '127.0.0.1', isp: 'local', city: 'local', regionName: 'local', country: 'local' };
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', d: 'localhost' },
    body: JSON.stringify({ userName, password, deviceIp: ipInfo.query, ipInfo }),
  });
  const body = (await response.json()) as { status: boolean; message?: string; data?: { userToken: string } };
  if (!body.status || !body.data) throw new Error(`sign-in of ${userName} failed: ${response.status} ${body.message ?? ''}`);
  const domain = (await (await fetch(`${baseUrl}/api/domain/host/localhost`, { headers: { d: 'localhost' } })).json()) as {
    data: { _id: string };
  };
  const token = body.data.userToken;
  return { authorization: `Bearer ${token}`, 'user-token': token, d: domain.data._id, 'content-type': 'application/json' };
}
