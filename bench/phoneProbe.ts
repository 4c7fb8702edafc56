import type { Page } from 'playwright-core';

/** What must be on screen, as DOM conditions on the page's own elements (each number comes from the server). */
export type Sight = 'homePrice' | 'homeAppPrice' | 'matchOddsPrice' | 'matchOddsAppPrice' | 'casinoRound' | 'slip';

/**
 * The in-page half of the bench, as a string (tsx's name helpers do not exist inside the page). Every frame it
 * checks the watched sights and keeps the time (ms since navigation) of the first frame each one is on screen;
 * it also keeps the largest contentful paint, interactions' event timing and the time of the last tap.
 */
const PROBE = `
(() => {
  const probe = { seenAt: {}, lcp: 0, events: [], tapAt: undefined, watching: new Set() };
  window.__phoneProbe = probe;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) probe.lcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) probe.events.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => { probe.tapAt = event.timeStamp; }, { capture: true });
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  // innerText: what is on screen (a server's render carries its style elements inline, whose text is not).
  const some = (selector, test) => [...document.querySelectorAll(selector)].some((element) => onScreen(element) && test(element.innerText.trim()));
  const isPrice = (text) => /^\\d+(\\.\\d+)?/.test(text);
  const sights = {
    homePrice: () => some('main button[aria-label^="back "], main button[aria-label^="lay "]', isPrice),
    // The app's own prices, which take a tap: the first screen the server rendered (a picture) has handed over.
    homeAppPrice: () => !document.getElementById('first-screen') && some('#root main button[aria-label^="back "], #root main button[aria-label^="lay "]', isPrice),
    matchOddsPrice: () => some('[aria-label="Match Odds"] button[aria-label^="back "], [aria-label="Match Odds"] button[aria-label^="lay "]', isPrice),
    matchOddsAppPrice: () => !document.getElementById('first-screen') && some('#root [aria-label="Match Odds"] button[aria-label^="back "], #root [aria-label="Match Odds"] button[aria-label^="lay "]', isPrice),
    casinoRound: () => some('[data-table] [role="timer"]', (text) => /^\\d+$/.test(text)) && some('[data-testid="betting-board"] button', (text) => /\\d/.test(text)),
    slip: () => some('section[aria-label="bet slip"]', () => true),
  };
  const frame = () => {
    for (const sight of probe.watching) if (sights[sight]()) { probe.seenAt[sight] = performance.now(); probe.watching.delete(sight); }
    if (probe.watching.size > 0) requestAnimationFrame(frame);
  };
  probe.watch = (sight) => { delete probe.seenAt[sight]; if (probe.watching.size === 0) requestAnimationFrame(frame); probe.watching.add(sight); };
  window.__phoneFirstSights.forEach(probe.watch);
})();
`;

/** Installs the probe in every document of `page`, watching `sights` from the navigation on. */
export async function installProbe(page: Page, sights: Sight[]): Promise<void> {
  await page.addInitScript(`window.__phoneFirstSights = ${JSON.stringify(sights)};${PROBE}`);
}

/** Starts watching `sight` again (e.g. the slip before a tap). */
export async function watch(page: Page, sight: Sight): Promise<void> {
  await page.evaluate(`window.__phoneProbe.watch(${JSON.stringify(sight)})`);
}

/** Waits until `sight` has been on screen, then returns when (ms since navigation). */
export async function seenAt(page: Page, sight: Sight, timeoutMs: number): Promise<number> {
  // A function, not a string: the app's CSP forbids the eval a string predicate needs.
  const handle = await page
    .waitForFunction(
      (name) => (window as unknown as { __phoneProbe: { seenAt: Record<string, number> } }).__phoneProbe.seenAt[name],
      sight,
      {
        timeout: timeoutMs,
        polling: 250,
      },
    )
    .catch(() => {
      throw new Error(`${sight} not on screen within ${timeoutMs / 1000} s at ${page.url()}`);
    });
  return (await handle.jsonValue()) as number;
}

interface ProbeReadout {
  lcp: number;
  timeOrigin: number;
  tapAt: number | undefined;
  events: { start: number; duration: number }[];
}

export const readProbe = (page: Page): Promise<ProbeReadout> =>
  page.evaluate(
    `({ lcp: window.__phoneProbe.lcp, timeOrigin: performance.timeOrigin, tapAt: window.__phoneProbe.tapAt, events: window.__phoneProbe.events })`,
  ) as Promise<ProbeReadout>;
