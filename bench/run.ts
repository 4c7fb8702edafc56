/**
 * `npm run bench`: production build, bundle sizes, then request rates per stream in real Chromium.
 * Each section prints what it measured; a section that cannot run says why and the others still run.
 * BENCH_WINDOW_S (default 60) sets the request-counting window of each phase.
 * `npm run bench -- bets` runs only the sections named (here: bets placed per second), without the build.
 */
import { betRateSection } from './bets';
import { BENCH_DEMO_PASSWORD, BENCH_DIST_DIR, buildProduct } from './build';
import { measureBundle } from './bundleSize';
import { measureOddsThroughput } from './oddsThroughput';
import { measureOrderBook } from './orderBook';
import { measurePhone } from './phone';
import { measureRequote } from './requote';
import { measureCasinoSnapshots } from './casinoSnapshots';
import { measureEdge } from './edge/section';
import { scaleOutSection } from './scaleOutSection';
import { measureMatchRenders } from './matchRenders';
import { startProduct } from './productServer';
import { measureRequestRates } from './requestRates';
import { measureSignInFlood, SIGN_IN_FLOOD_ENV } from './signInFlood';
import { formatRequestRates } from './requestRatesTable';

const BENCH_PORT = 8182;
const BENCH_DATA_DIR = '.tmp/bench-data';
const windowMs = Number(process.env.BENCH_WINDOW_S ?? 60) * 1000;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function bundleSection(): Promise<string> {
  const sizes = measureBundle(BENCH_DIST_DIR);
  return [
    `First-load JS of the home route (entry + home page chunk + their static imports, gzip): ${kib(sizes.firstLoadGzipBytes)} in ${sizes.firstLoadFiles.length} file(s)`,
    'First load by package (gzip share, from the source maps):',
    ...sizes.firstLoadByPackage.map(([name, bytes]) => `  ${kib(bytes).padStart(10)}  ${name}`),
    `All JS (gzip): ${kib(sizes.allJsGzipBytes)} in ${sizes.allJsFiles} file(s)`,
  ].join('\n');
}

/** Starts the built product on a fresh database, runs the measurement against it, stops it. */
async function withProduct<T>(
  port: number,
  dataDir: string,
  measure: (product: Awaited<ReturnType<typeof startProduct>>) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const product = await startProduct({ port, dataDir, staticDir: BENCH_DIST_DIR, demoPassword: BENCH_DEMO_PASSWORD, env });
  try {
    return await measure(product);
  } finally {
    await product.stop();
  }
}

const requestRatesSection = () =>
  withProduct(BENCH_PORT, BENCH_DATA_DIR, async (product) => formatRequestRates(await measureRequestRates(product.baseUrl, windowMs)));
const oddsThroughputSection = () => withProduct(BENCH_PORT, BENCH_DATA_DIR, (product) => measureOddsThroughput(product.baseUrl));
const SIGN_IN_FLOOD_PORT = 8183;
const SIGN_IN_FLOOD_DATA_DIR = '.tmp/bench-flood-data';
const signInFloodSection = () => withProduct(SIGN_IN_FLOOD_PORT, SIGN_IN_FLOOD_DATA_DIR, measureSignInFlood, SIGN_IN_FLOOD_ENV);
const PHONE_PORT = Number(process.env.BENCH_PHONE_PORT ?? 8184);
const PHONE_DATA_DIR = '.tmp/bench-phone-data';
const phoneSection = () => withProduct(PHONE_PORT, PHONE_DATA_DIR, (product) => measurePhone(product.baseUrl));

const sections: { name: string; title: string; needsBuild: boolean; run: () => Promise<string> }[] = [
  { name: 'bundle', title: 'Bundle size (vite build, gzip level 6)', needsBuild: true, run: bundleSection },
  { name: 'requests', title: 'Requests per minute per stream, visible and hidden', needsBuild: true, run: requestRatesSection },
  { name: 'bets', title: 'Bets placed per second (POST /bet/save2, 1 and 20 clients)', needsBuild: false, run: betRateSection },
  { name: 'odds', title: 'Odds snapshot requests per second (20 clients)', needsBuild: true, run: oddsThroughputSection },
  {
    name: 'casino',
    title: 'Casino snapshot requests per second, ours against bare Fastify',
    needsBuild: false,
    run: measureCasinoSnapshots,
  },
  {
    name: 'scale',
    title: 'Scale path: casino snapshot requests per second, 1 against 2 API processes on one PostgreSQL',
    needsBuild: false,
    run: scaleOutSection,
  },
  { name: 'signin-flood', title: 'GET / and a casino snapshot during a sign-in flood (p99)', needsBuild: true, run: signInFloodSection },
  { name: 'book', title: 'Order book matching engine alone (orders per second, one core)', needsBuild: false, run: measureOrderBook },
  { name: 'requote', title: 'Market maker re-quote cost on SQLite (blocks the event loop)', needsBuild: false, run: measureRequote },
  { name: 'renders', title: 'Match page re-renders per odds tick', needsBuild: false, run: measureMatchRenders },
  {
    name: 'phone',
    title: "A bettor's phone: live prices on Lighthouse's mobile profile (Chromium, DevTools protocol)",
    needsBuild: true,
    run: phoneSection,
  },
  {
    name: 'edge',
    title: 'Edge audit: every simple strategy against the in-play prices (return per unit risked, SE per match)',
    needsBuild: false,
    run: measureEdge,
  },
];

const named = process.argv.slice(2);
const chosen = named.length === 0 ? sections : sections.filter((section) => named.includes(section.name));
if (chosen.length === 0) {
  console.log(`unknown section(s) ${named.join(', ')}; sections: ${sections.map((section) => section.name).join(', ')}`);
  process.exit(2);
}
if (chosen.some((section) => section.needsBuild)) {
  console.log('Building the product (vite build)…');
  try {
    buildProduct();
  } catch {
    console.log('vite build failed (see above); nothing to measure.');
    process.exit(1);
  }
}
let failures = 0;
for (const section of chosen) {
  console.log(`\n== ${section.title} ==`);
  try {
    console.log(await section.run());
  } catch (error) {
    failures += 1;
    console.log(`could not measure: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failures > 0 ? 1 : 0;
