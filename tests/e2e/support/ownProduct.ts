import { rmSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { freePort, startApiProcess, type ApiProcess } from '../../../scripts/apiProcess';
import { E2E_DEMO_PASSWORD, E2E_DIST_DIR } from '../e2eEnv';

/**
 * Locks of the specs that run a product on a fast clock (`test.describe.configure({ lock })`): Playwright runs
 * no two jobs holding the same lock at once. A fast clock leaves a bet seconds to reach the server; two such
 * products starting and ticking side by side on a loaded 2-core machine starve each other's rounds, while the
 * journeys on the shared server, which mostly wait, fill the other workers.
 */
export const FAST_CASINO_LOCK = 'fast-casino-clock';
export const FAST_SPORTS_LOCK = 'fast-sports-clock';

/** A product a spec runs for itself (the built app and the API on a fresh database), at the address the app is served. */
export interface OwnProduct {
  server: ApiProcess;
  /** On localhost: the domain is served for that host name (the app looks itself up by it). */
  appUrl: string;
}

/**
 * Starts the built app and the API with `env` (e.g. a faster clock than the shared e2e server's) on a fresh
 * database of its own per Playwright project.
 */
export async function startOwnProduct(name: string, testInfo: TestInfo, env: Record<string, string>): Promise<OwnProduct> {
  const dataDir = `.tmp/e2e-data-${name}-${testInfo.project.name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startApiProcess({
    port: await freePort(),
    dataDir,
    demoPassword: E2E_DEMO_PASSWORD,
    env: { STATIC_DIR: E2E_DIST_DIR, ...env },
  });
  return { server, appUrl: server.baseUrl.replace('127.0.0.1', 'localhost') };
}
