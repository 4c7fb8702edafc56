import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { API_BASE, endpoints, type EndpointName } from '../contract/endpoints';
import { signInWithDemo } from '../tests/e2e/support/session';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const MINUTE_MS = 60_000;
const SETTLE_MS = 3_000;

/** Streams shown on both the home page and the /test console; SPEC §9 polls them every 20 s when logged in. */
const ACCOUNT_STREAMS: { label: string; endpoint: EndpointName; expectedVisiblePerMin: number }[] = [
  { label: 'user details', endpoint: 'userDetails', expectedVisiblePerMin: MINUTE_MS / 20_000 },
  { label: 'exposure', endpoint: 'exposure', expectedVisiblePerMin: MINUTE_MS / 20_000 },
  { label: 'trades', endpoint: 'tradeList', expectedVisiblePerMin: MINUTE_MS / 20_000 },
];

type Counts = Map<string, number>;
interface Phase {
  name: string;
  counts: Counts;
}

export interface RequestRateReport {
  windowMs: number;
  signedIn: boolean;
  signInError: string | undefined;
  phases: Phase[];
}

const apiPath = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return path.startsWith(`${API_BASE}/`) ? path : null;
};

/**
 * Opens `hash` in a fresh page (a new document, so every poll starts from zero) and counts API requests
 * for one window from the navigation on, or from `prepare` on when given.
 */
async function countOnFreshPage(
  context: BrowserContext,
  baseUrl: string,
  hash: string,
  windowMs: number,
  prepare?: (page: Page) => Promise<void>,
): Promise<Counts> {
  const counts: Counts = new Map();
  const page = await context.newPage();
  page.on('request', (request) => {
    const path = apiPath(request);
    if (path) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  await page.goto(`${baseUrl}/${hash}`);
  if (prepare) {
    // Let the page start its polls, then count only what happens after `prepare`.
    await page.waitForTimeout(SETTLE_MS);
    await prepare(page);
    counts.clear();
  }
  await page.waitForTimeout(windowMs);
  await page.close();
  return counts;
}

/** Page Visibility emulation: the document reports "hidden" and fires visibilitychange, as a background tab does. */
async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

export async function measureRequestRates(baseUrl: string, windowMs: number): Promise<RequestRateReport> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const loginPage = await context.newPage();
    await loginPage.goto(baseUrl);
    const signInError = await signInWithDemo(loginPage).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)),
    );
    await loginPage.close();

    const phases: Phase[] = [
      { name: 'home visible', counts: await countOnFreshPage(context, baseUrl, '#/', windowMs) },
      { name: '/test visible', counts: await countOnFreshPage(context, baseUrl, '#/test', windowMs) },
      { name: '/test hidden', counts: await countOnFreshPage(context, baseUrl, '#/test', windowMs, hideTab) },
    ];
    return { windowMs, signedIn: signInError === undefined, signInError, phases };
  } finally {
    await browser.close();
  }
}

export function formatRequestRates(report: RequestRateReport): string {
  const scale = MINUTE_MS / report.windowMs;
  const perMinute = (counts: Counts, path: string) => ((counts.get(path) ?? 0) * scale).toFixed(1);
  const windowNote =
    scale === 1
      ? 'one 60 s window per phase'
      : `one ${report.windowMs / 1000} s window per phase, counts scaled ×${scale.toFixed(2)} to per minute`;
  const lines = [
    `Requests per minute by stream (${windowNote}; each phase opens a fresh page; hidden = document.visibilityState "hidden" + visibilitychange)`,
    report.signedIn ? 'Signed in with "Login With Demo Id".' : `NOT signed in (${report.signInError}); counts are anonymous.`,
    '',
    row('stream', 'path', 'expected visible', ...report.phases.map((phase) => phase.name)),
  ];
  for (const stream of ACCOUNT_STREAMS) {
    const path = `${API_BASE}/${endpoints[stream.endpoint].path}`;
    lines.push(
      row(stream.label, path, `${stream.expectedVisiblePerMin}/min`, ...report.phases.map((phase) => perMinute(phase.counts, path))),
    );
  }
  const streamPaths = new Set(ACCOUNT_STREAMS.map((stream) => `${API_BASE}/${endpoints[stream.endpoint].path}`));
  const otherPaths = [...new Set(report.phases.flatMap((phase) => [...phase.counts.keys()]))]
    .filter((path) => !streamPaths.has(path))
    .sort();
  if (otherPaths.length > 0) {
    lines.push('', 'Other API paths seen (req/min):');
    for (const path of otherPaths) {
      lines.push(row('', path, '', ...report.phases.map((phase) => perMinute(phase.counts, path))));
    }
  }
  return lines.join('\n');
}

function row(label: string, path: string, expected: string, ...values: string[]): string {
  return [label.padEnd(14), path.padEnd(40), expected.padEnd(17), ...values.map((value) => value.padStart(14))].join(' ');
}
