import type { Browser } from 'playwright-core';
import { launchChromium, newPhone, throttle } from './phoneProfile';
import { installProbe, seenAt, type Sight } from './phoneProbe';
import { liveMatchUrl, SIGHT_TIMEOUT_MS } from './phoneVisits';

/**
 * `node --import tsx bench/phoneWork.ts [baseUrl]`: how much the page does before each phone sight, in counts that
 * do not depend on the machine's load: calls of the app's functions (V8's precise coverage) and DOM nodes, on
 * the phone profile of `npm run bench -- phone`. Compare builds with it where the timings of a shared machine swing.
 */
const CASINO_TABLE_HASH = '#/play-casino-new/56767/teen20';

interface Work {
  calls: number;
  domNodes: number;
}

async function workUntil(browser: Browser, url: string, sight: Sight): Promise<Work> {
  const phone = await newPhone(browser);
  try {
    const page = await phone.newPage();
    await installProbe(page, [sight]);
    const cdp = await throttle(page, { cacheDisabled: true });
    await cdp.send('Profiler.enable');
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await page.goto(url);
    await seenAt(page, sight, SIGHT_TIMEOUT_MS);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    // A function's first range counts its calls; only the app's own scripts count, not the bench's probe.
    const calls = result
      .filter((script) => script.url.includes('/assets/'))
      .reduce((sum, script) => sum + script.functions.reduce((inScript, fn) => inScript + (fn.ranges[0]?.count ?? 0), 0), 0);
    return { calls, domNodes: metrics.find((metric) => metric.name === 'Nodes')?.value ?? 0 };
  } finally {
    await phone.close();
  }
}

const baseUrl = process.argv[2] ?? 'http://localhost:8184';
const browser = await launchChromium();
try {
  const visits: [string, string, Sight][] = [
    // The app's own work: on a phone the server's first screen shows the prices long before.
    ["home, the app's own first price", `${baseUrl}/`, 'homeAppPrice'],
    ["match page, the app's own Match Odds prices", await liveMatchUrl(browser, baseUrl), 'matchOddsAppPrice'],
    ['casino table, countdown and rates', `${baseUrl}/${CASINO_TABLE_HASH}`, 'casinoRound'],
  ];
  for (const [name, url, sight] of visits) {
    const work = await workUntil(browser, url, sight);
    console.log(`${name}: ${work.calls.toLocaleString('en')} function calls, ${work.domNodes} DOM nodes`);
  }
} finally {
  await browser.close();
}
