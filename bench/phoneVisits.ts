import type { Browser, Page } from 'playwright-core';
import { newPhone, throttle } from './phoneProfile';
import { installProbe, readProbe, seenAt, watch, type Sight } from './phoneProbe';
import { NetworkLog, scriptsDownloaded } from './phoneNetwork';

/** The longest a sight may take before the visit counts as failed (a slow spell of the shared box, not a figure). */
export const SIGHT_TIMEOUT_MS = 60_000;
/** After the sight, how long the page goes on before its largest contentful paint is read. */
const LCP_SETTLE_MS = 1_000;
/** On the match page, how long the odds tick before the tap. */
const TICKING_MS = 2_000;
const EVENT_TIMING_SETTLE_MS = 500;

export interface Visit {
  /** ms from the navigation until the sight was on screen. */
  seenMs: number;
  /** On home: until the app's own prices were (the server's first screen is a picture until then). */
  appSeenMs?: number;
  lcpMs: number;
  /** Requests sent until the sight (the document included). */
  requests: number;
  /** Scripts downloaded (not from the cache) until the sight, and their bytes on the wire. */
  scripts: number;
  scriptBytes: number;
}

export interface Tap {
  /** The interaction's longest event timing entry: from the tap to the next paint. */
  nextPaintMs: number;
  /** From the tap to the first frame with the slip on screen. */
  slipMs: number;
}

/** The phone's CPU: Lighthouse's slowdown, or `1` for the machine's own speed (the network's share of a figure). */
export type CpuSpeed = 'phone' | 'unslowed';

/** Opens `url` on throttled `page` and measures until `sight` is on screen. */
async function visit(page: Page, url: string, sight: Sight, cacheDisabled: boolean, cpu: CpuSpeed = 'phone'): Promise<Visit> {
  const home = sight === 'homePrice';
  await installProbe(page, home ? [sight, 'homeAppPrice'] : [sight]);
  const network = new NetworkLog(await throttle(page, { cacheDisabled, cpuSlowdown: cpu === 'phone' ? undefined : 1 }));
  await page.goto(url);
  const seenMs = await seenAt(page, sight, SIGHT_TIMEOUT_MS);
  const appSeenMs = home ? await seenAt(page, 'homeAppPrice', SIGHT_TIMEOUT_MS) : undefined;
  await page.waitForTimeout(LCP_SETTLE_MS);
  const probe = await readProbe(page);
  const sent = network.sentBy(probe.timeOrigin + seenMs);
  const scripts = scriptsDownloaded(sent);
  return { seenMs, appSeenMs, lcpMs: probe.lcp, requests: sent.length, scripts: scripts.count, scriptBytes: scripts.bytes };
}

/** The in-play match that started last (the most of it still to play), or else the first match, from the home
 * page's lists (unthrottled: this only picks the match). A match near its end could close its market mid-bench. */
export async function liveMatchUrl(browser: Browser, baseUrl: string): Promise<string> {
  const phone = await newPhone(browser);
  try {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/`);
    const links = page.locator('main a[href*="/fullmarket/"]');
    await links.first().waitFor({ timeout: SIGHT_TIMEOUT_MS });
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const startOf = (href: string) => new URLSearchParams(href.split('?')[1]).get('gameTime') ?? '';
    const inPlay = hrefs.filter((href) => href.includes('inplay=true')).sort((a, b) => startOf(b).localeCompare(startOf(a)));
    const href = inPlay[0] ?? hrefs[0];
    if (!href) throw new Error('the home page lists no match');
    return `${baseUrl}/${href}`;
  } finally {
    await phone.close();
  }
}

/** A new phone (empty cache) opening `url`. */
export async function coldVisit(browser: Browser, url: string, sight: Sight, cpu: CpuSpeed = 'phone'): Promise<Visit> {
  const phone = await newPhone(browser);
  try {
    return await visit(await phone.newPage(), url, sight, true, cpu);
  } finally {
    await phone.close();
  }
}

/** A phone that has seen `url` once (its cache warm) opening it again in a new tab. */
export async function warmVisit(browser: Browser, url: string, sight: Sight, cpu: CpuSpeed = 'phone'): Promise<Visit> {
  const phone = await newPhone(browser);
  try {
    const first = await phone.newPage();
    await visit(first, url, sight, false, cpu);
    await first.close();
    return await visit(await phone.newPage(), url, sight, false, cpu);
  } finally {
    await phone.close();
  }
}

/** The best back price of Match Odds that takes bets. */
const bettablePrice = (page: Page) =>
  page.locator('[aria-label="Match Odds"] button[aria-label^="back "]:not([aria-label*=" level "]):not([disabled])').first();

/** A new phone opening the match page at `url`, then, while the odds tick, tapping a price: the slip must open. */
export async function matchVisitAndTap(browser: Browser, url: string): Promise<{ visit: Visit; tap: Tap }> {
  const phone = await newPhone(browser);
  try {
    const page = await phone.newPage();
    const opened = await visit(page, url, 'matchOddsPrice', true);
    await page.waitForTimeout(TICKING_MS);
    const price = bettablePrice(page);
    await price.waitFor({ timeout: SIGHT_TIMEOUT_MS });
    await watch(page, 'slip');
    await price.tap();
    const slipSeen = await seenAt(page, 'slip', SIGHT_TIMEOUT_MS);
    // Event timing entries reach the observer after the paint they end at.
    await page.waitForTimeout(EVENT_TIMING_SETTLE_MS);
    const probe = await readProbe(page);
    const tapAt = probe.tapAt ?? slipSeen;
    const nextPaintMs = Math.max(0, ...probe.events.filter((event) => event.start >= tapAt - 1).map((event) => event.duration));
    return { visit: opened, tap: { nextPaintMs, slipMs: slipSeen - tapAt } };
  } finally {
    await phone.close();
  }
}
