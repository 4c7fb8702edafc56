import { availableParallelism, loadavg } from 'node:os';
import { PHONE_PROFILE, launchChromium } from './phoneProfile';
import { coldVisit, liveMatchUrl, matchVisitAndTap, warmVisit, type Tap, type Visit } from './phoneVisits';

const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const CASINO_TABLE_HASH = '#/play-casino-new/56767/teen20';

interface Figure {
  name: string;
  values: number[];
  unit: 's' | 'KiB' | '';
  /** The most it may be, in the figure's own unit; none for a figure shown only to explain the others. */
  budget?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const shown = (value: number, unit: Figure['unit']) =>
  unit === 's' ? `${value.toFixed(2)} s` : unit === 'KiB' ? `${value.toFixed(1)} KiB` : `${Math.round(value)}`;

function formatFigures(figures: Figure[]): string {
  const rows = figures.map((figure) => {
    const middle = median(figure.values);
    const spread = `${shown(Math.min(...figure.values), figure.unit)} – ${shown(Math.max(...figure.values), figure.unit)}`;
    const budget = figure.budget === undefined ? '' : `≤ ${shown(figure.budget, figure.unit)}`;
    const verdict = figure.budget === undefined ? '' : middle <= figure.budget ? 'within' : 'OVER';
    return [figure.name, shown(middle, figure.unit), spread, budget, verdict];
  });
  const header = ['figure', 'median', 'spread (min – max)', 'budget', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const seconds = (visits: Visit[], pick: (visit: Visit) => number) => visits.map((visit) => pick(visit) / 1000);

/**
 * `npm run bench -- phone`: the product on Lighthouse's mobile profile in Debian's Chromium, each figure the median
 * of RUNS visits from a new phone (empty cache), the visits of each kind interleaved with the others.
 */
export async function measurePhone(baseUrl: string): Promise<string> {
  // The 4× slowdown is of the machine's speed at the time: a loaded machine slows every figure further.
  const loadBefore = loadavg()[0] ?? 0;
  const browser = await launchChromium();
  try {
    const home: Visit[] = [];
    const match: Visit[] = [];
    const taps: Tap[] = [];
    const casino: Visit[] = [];
    const repeat: Visit[] = [];
    const homeUnslowed: Visit[] = [];
    const repeatUnslowed: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      home.push(await coldVisit(browser, `${baseUrl}/`, 'homePrice'));
      const opened = await matchVisitAndTap(browser, await liveMatchUrl(browser, baseUrl));
      match.push(opened.visit);
      taps.push(opened.tap);
      casino.push(await coldVisit(browser, `${baseUrl}/${CASINO_TABLE_HASH}`, 'casinoRound'));
      repeat.push(await warmVisit(browser, `${baseUrl}/`, 'homePrice'));
      homeUnslowed.push(await coldVisit(browser, `${baseUrl}/`, 'homePrice', 'unslowed'));
      repeatUnslowed.push(await warmVisit(browser, `${baseUrl}/`, 'homePrice', 'unslowed'));
    }
    const figures: Figure[] = [
      { name: 'home: first match price visible', values: seconds(home, (visit) => visit.seenMs), unit: 's', budget: 2.0 },
      { name: "home: the app's own prices (a tap works)", values: seconds(home, (visit) => visit.appSeenMs ?? visit.seenMs), unit: 's' },
      { name: 'home: largest contentful paint', values: seconds(home, (visit) => visit.lcpMs), unit: 's', budget: 2.5 },
      { name: 'home: requests until the price', values: home.map((visit) => visit.requests), unit: '', budget: 20 },
      { name: 'home: scripts until the price', values: home.map((visit) => visit.scripts), unit: '' },
      { name: 'home: JS on the wire until the price', values: home.map((visit) => visit.scriptBytes / 1024), unit: 'KiB' },
      { name: 'match page by URL: Match Odds prices visible', values: seconds(match, (visit) => visit.seenMs), unit: 's', budget: 2.5 },
      {
        name: 'casino table by URL: countdown and rates visible',
        values: seconds(casino, (visit) => visit.seenMs),
        unit: 's',
        budget: 2.5,
      },
      { name: 'repeat visit: home prices visible', values: seconds(repeat, (visit) => visit.seenMs), unit: 's', budget: 1.2 },
      { name: 'repeat visit: scripts downloaded again', values: repeat.map((visit) => visit.scripts), unit: '', budget: 0 },
      { name: 'tap a price: interaction to next paint', values: taps.map((tap) => tap.nextPaintMs / 1000), unit: 's', budget: 0.2 },
      { name: 'tap a price: slip on screen', values: taps.map((tap) => tap.slipMs / 1000), unit: 's' },
      // The same two home visits with the CPU at the machine's own speed: what the network and the server alone cost.
      { name: 'home, CPU not slowed: first match price', values: seconds(homeUnslowed, (visit) => visit.seenMs), unit: 's' },
      { name: 'repeat visit, CPU not slowed: home prices', values: seconds(repeatUnslowed, (visit) => visit.seenMs), unit: 's' },
    ];
    const profile = `${PHONE_PROFILE.latencyMs} ms round trip, ${PHONE_PROFILE.downloadBitsPerSecond / 1024 / 1024} Mbit/s down, ${PHONE_PROFILE.uploadBitsPerSecond / 1024} kbit/s up, CPU ${PHONE_PROFILE.cpuSlowdown}× slower, ${PHONE_PROFILE.viewport.width}×${PHONE_PROFILE.viewport.height}`;
    const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${availableParallelism()} cores`;
    return [`${profile}; median of ${RUNS} runs, empty cache unless said; ${load}`, formatFigures(figures)].join('\n');
  } finally {
    await browser.close();
  }
}
