import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { API_BASE } from '../contract/endpoints';
import { signInWithDemo } from '../tests/e2e/support/session';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const SETTLE_MS = 3_000;

/** Request times (ms since the window opened) per API path. */
export type RequestLog = Map<string, number[]>;

export interface Phase {
  name: string;
  requests: RequestLog;
}

export interface RequestRateReport {
  windowMs: number;
  signInError: string | undefined;
  phases: Phase[];
}

/**
 * Page Visibility emulation: the document reports "hidden" and fires visibilitychange, as a background tab does.
 * A string, because tsx's name helpers do not exist inside the page.
 */
const HIDE_TAB_SCRIPT = `
  Object.defineProperty(document, 'visibilityState', { configurable: true, get() { return 'hidden'; } });
  Object.defineProperty(document, 'hidden', { configurable: true, get() { return true; } });
  document.dispatchEvent(new Event('visibilitychange'));
`;

async function hideTab(page: Page): Promise<void> {
  await page.evaluate(HIDE_TAB_SCRIPT);
}

/**
 * Opens `hash` in a fresh page (a new document, so every poll starts from zero) and logs API requests
 * for one window from the navigation on, or from `prepare` on when given.
 */
async function logOnFreshPage(
  context: BrowserContext,
  baseUrl: string,
  hash: string,
  windowMs: number,
  prepare?: (page: Page) => Promise<void>,
): Promise<RequestLog> {
  const requests: RequestLog = new Map();
  let windowStart = Date.now();
  const page = await context.newPage();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith(`${API_BASE}/`)) return;
    requests.set(path, [...(requests.get(path) ?? []), Date.now() - windowStart]);
  });
  await page.goto(`${baseUrl}/${hash}`);
  if (prepare) {
    // Let the page start its polls, then log only what happens after `prepare`.
    await page.waitForTimeout(SETTLE_MS);
    await prepare(page);
    requests.clear();
    windowStart = Date.now();
  }
  await page.waitForTimeout(windowMs - (Date.now() - windowStart));
  await page.close();
  return requests;
}

/** A live table's page (20-20 Teenpatti): its data poll runs every second while visible. */
const CASINO_TABLE_HASH = '#/play-casino-new/56767/teen20';

export async function measureRequestRates(baseUrl: string, windowMs: number): Promise<RequestRateReport> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 800, height: 1100 } });
    const loginPage = await context.newPage();
    await loginPage.goto(baseUrl);
    const signInError = await signInWithDemo(loginPage).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)),
    );
    await loginPage.close();

    const phases: Phase[] = [
      { name: 'home visible', requests: await logOnFreshPage(context, baseUrl, '#/', windowMs) },
      { name: '/test visible', requests: await logOnFreshPage(context, baseUrl, '#/test', windowMs) },
      { name: '/test hidden', requests: await logOnFreshPage(context, baseUrl, '#/test', windowMs, hideTab) },
      { name: 'casino table visible', requests: await logOnFreshPage(context, baseUrl, CASINO_TABLE_HASH, windowMs) },
      { name: 'casino table hidden', requests: await logOnFreshPage(context, baseUrl, CASINO_TABLE_HASH, windowMs, hideTab) },
    ];
    return { windowMs, signInError, phases };
  } finally {
    await browser.close();
  }
}
