import { existsSync } from 'node:fs';

/** Where the e2e server runs; shared by playwright.config.ts and the specs that call the operator CLI. */
/** E2E_PORT overrides it, so two checkouts can run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = '.tmp/e2e-data';
/** The e2e build has its own output folder, so a concurrent `vite build` into dist/ cannot change it mid-run. */
export const E2E_DIST_DIR = '.tmp/e2e-dist';
export const E2E_DEMO_PASSWORD = 'e2e-demo-pass';

/**
 * The journeys' browser: the system Chromium's headless shell (the same Chromium build, the light headless mode
 * Playwright itself uses for headless runs; about a third less CPU per journey than the full browser, which matters
 * on a 2-core CI machine), else the full /usr/bin/chromium. E2E_CHROMIUM picks another.
 */
export const E2E_CHROMIUM =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
