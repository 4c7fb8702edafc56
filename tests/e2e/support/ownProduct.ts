import { rmSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { freePort, startApiProcess, type ApiProcess } from '../../../scripts/apiProcess';
import { E2E_DEMO_PASSWORD, E2E_DIST_DIR } from '../e2eEnv';

/** A product a spec runs for itself (the built app and the API on a fresh database), at the address the app is served. */
export interface OwnProduct {
  server: ApiProcess;
  /** On localhost: the domain is served for that host name (the app looks itself up by it). */
  appUrl: string;
}

/**
 * Starts the built app and the API with `env` (e.g. a faster clock than the shared e2e server's) on a fresh
 * database of its own per Playwright project and worker: the runs of one spec on two projects, or the workers
 * sharing a spec run in parallel mode, may overlap.
 */
export async function startOwnProduct(name: string, testInfo: TestInfo, env: Record<string, string>): Promise<OwnProduct> {
  const dataDir = `.tmp/e2e-data-${name}-${testInfo.project.name}-${testInfo.parallelIndex}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startApiProcess({
    port: await freePort(),
    dataDir,
    demoPassword: E2E_DEMO_PASSWORD,
    env: { STATIC_DIR: E2E_DIST_DIR, ...env },
  });
  return { server, appUrl: server.baseUrl.replace('127.0.0.1', 'localhost') };
}
