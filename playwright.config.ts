import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_CHROMIUM, E2E_DATA_DIR, E2E_DEMO_PASSWORD, E2E_DIST_DIR, E2E_PORT } from './tests/e2e/e2eEnv';

/**
 * Journeys run in the system Chromium against the BUILT product (`npm run build:e2e` first:
 * `vite build` into .tmp/e2e-dist with DEMO_PASSWORD=e2e-demo-pass; `npm run test:e2e` and `npm test` do that),
 * served by the real server on a fresh database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: true,
  // Journeys play a live simulation (casino rounds, in-play matches whose markets suspend at a wicket) on a shared
  // machine. On CI a failed journey runs once more; one that passes then still stands in the summary, by name, as
  // FLAKY (scripts/count-results.ts), to be made steady. One that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/test-results/e2e.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A failure's trace keeps its DOM snapshots but no screencast: filming every passing journey cost a
    // loaded machine more than the journey itself (2-3× the run time).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The bettor who asks for less motion: the news ticker stands still instead of repainting every frame for the
    // whole journey (software compositing here); no journey checks the ticker's scrolling.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Jobs start in this order, and the tablet's record pages are one of the longest: run last, they left the other
    // worker idle at the end. So the tablet goes first.
    // A spec runs on a second width only where that width changes what it checks. The tablet runs the narrow
    // specs (casino-narrow: a round through the slip and the header's amounts at 800 px; tablet-narrow: the record
    // pages, their bet detail and drill-down, the match page and slip, Open Bets and the casino boards at 800 and
    // 1024 px) and the footer above the bottom navigation. The sports, records and casino journeys check the same
    // at any width and run once, on the desktop.
    {
      name: 'tablet',
      use: { viewport: { width: 800, height: 1100 }, hasTouch: true },
      testMatch: /(shell-footer|narrow)\.spec\.ts$/,
    },
    // Specs named *narrow* are about narrow screens (≤ 1025 px): tablet and phone only.
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, testIgnore: /narrow/ },
    // The shell journeys that branch on a narrow screen (bottom navigation, no sidebar, the login modal) run on
    // the narrowest screen, the phone; the tablet takes the same branches.
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      testMatch: /shell-(narrow|nav)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: [
      `rm -rf ${E2E_DATA_DIR} &&`,
      `DATA_DIR=${E2E_DATA_DIR} STATIC_DIR=${E2E_DIST_DIR} PORT=${E2E_PORT} DEMO_PASSWORD=${E2E_DEMO_PASSWORD}`,
      'node_modules/.bin/tsx server/main.ts',
    ].join(' '),
    url: E2E_BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
