import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

/**
 * Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4× slower, a 390×844
 * phone screen. Applied per page through the DevTools protocol, so the page's own requests and scripts pay it.
 */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
} as const;

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** A fresh phone: its own HTTP cache and storage, so its first page load starts from an empty cache. */
export const newPhone = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });

/**
 * Throttles `page`'s network and CPU; `cacheDisabled` makes every request of the page go to the network;
 * `cpuSlowdown` 1 leaves the CPU at the machine's speed (what the network alone costs).
 */
export async function throttle(
  page: Page,
  { cacheDisabled, cpuSlowdown = PHONE_PROFILE.cpuSlowdown }: { cacheDisabled: boolean; cpuSlowdown?: number },
): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return cdp;
}
