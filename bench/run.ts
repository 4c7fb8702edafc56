/**
 * `npm run bench`: production build, bundle sizes, then request rates per stream in real Chromium.
 * Each section prints what it measured; a section that cannot run says why and the others still run.
 * BENCH_WINDOW_S (default 60) sets the request-counting window of each phase.
 */
import { BENCH_DEMO_PASSWORD, BENCH_DIST_DIR, buildProduct } from './build';
import { measureBundle } from './bundleSize';
import { measureCasinoSnapshots } from './casinoSnapshots';
import { measureMatchRenders } from './matchRenders';
import { startProduct } from './productServer';
import { measureRequestRates } from './requestRates';
import { formatRequestRates } from './requestRatesTable';

const BENCH_PORT = 8182;
const BENCH_DATA_DIR = '.tmp/bench-data';
const windowMs = Number(process.env.BENCH_WINDOW_S ?? 60) * 1000;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function bundleSection(): Promise<string> {
  const sizes = measureBundle(BENCH_DIST_DIR);
  return [
    `First-load JS of the home route (entry + static imports, gzip): ${kib(sizes.firstLoadGzipBytes)} in ${sizes.firstLoadFiles.length} file(s)`,
    ...sizes.firstLoadFiles.map((file) => `  ${file}`),
    `All JS (gzip): ${kib(sizes.allJsGzipBytes)} in ${sizes.allJsFiles} file(s)`,
  ].join('\n');
}

async function requestRatesSection(): Promise<string> {
  const product = await startProduct({
    port: BENCH_PORT,
    dataDir: BENCH_DATA_DIR,
    staticDir: BENCH_DIST_DIR,
    demoPassword: BENCH_DEMO_PASSWORD,
  });
  try {
    return formatRequestRates(await measureRequestRates(product.baseUrl, windowMs));
  } finally {
    await product.stop();
  }
}

const CASINO_BENCH_PORT = 8183;
const CASINO_BENCH_DATA_DIR = '.tmp/bench-casino-data';

async function casinoSnapshotsSection(): Promise<string> {
  const product = await startProduct({
    port: CASINO_BENCH_PORT,
    dataDir: CASINO_BENCH_DATA_DIR,
    staticDir: BENCH_DIST_DIR,
    demoPassword: BENCH_DEMO_PASSWORD,
  });
  try {
    return await measureCasinoSnapshots(product);
  } finally {
    await product.stop();
  }
}

const sections: { title: string; run: () => Promise<string> }[] = [
  { title: 'Bundle size (vite build, gzip level 6)', run: bundleSection },
  { title: 'Requests per minute per stream, visible and hidden', run: requestRatesSection },
  { title: 'Casino snapshot requests per second', run: casinoSnapshotsSection },
  { title: 'Match page re-renders per odds tick', run: measureMatchRenders },
];

console.log('Building the product (vite build)…');
try {
  buildProduct();
} catch {
  console.log('vite build failed (see above); nothing to measure.');
  process.exit(1);
}
let failures = 0;
for (const section of sections) {
  console.log(`\n== ${section.title} ==`);
  try {
    console.log(await section.run());
  } catch (error) {
    failures += 1;
    console.log(`could not measure: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failures > 0 ? 1 : 0;
