import { buildApp } from './app';
import { loadConfig } from './config';
import { startSportsLive } from './live/sportsLive';
import { createSportsSnapshots } from './live/sportsSnapshots';
import { newRoundSeed } from './engines/casino/fairness';
import { createCasinoSnapshots } from './live/casinoSnapshots';
import { startCasinoTables } from './live/casinoTables';
import { createMarketService } from './markets/service';
import { openDatabase } from './prepare';
import { startOrderThread } from './services/bets/orderThread';

const config = loadConfig();
/** ENGINES=off: no casino tables, sports feeds or races; the API serves and takes bets on the markets the database holds. */
const enginesRun = process.env.ENGINES !== 'off';
const db = await openDatabase(config, {
  checkpointInBackground: {
    onError: (error) => console.error('the WAL checkpointer stopped; the server checkpoints at its backstop', error),
  },
});
// Engines started here drive the same market service the bet routes check against.
const markets = createMarketService(db, Date.now);
// SQLite: the exchange orders' batches run on a thread of their own (PostgreSQL runs its SQL on its own server).
const orderThread = config.databaseUrl
  ? undefined
  : startOrderThread({ dataDir: config.dataDir, databaseUrl: null }, (error) => console.error('the order thread failed', error));
const sports = createSportsSnapshots();
const casinoSnapshots = createCasinoSnapshots();
const app = await buildApp({
  db,
  config,
  markets,
  sports,
  casinoSnapshots,
  ...(orderThread ? { takeOrder: orderThread.takeOrder } : {}),
  ...(config.staticDir ? { staticDir: config.staticDir } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  signInRateLimit: { max: config.signInLimitPerMinute, timeWindowMs: 60_000 },
  signInIpFailuresPerHour: config.signInIpFailuresPerHour,
  signInIpLimitPerMinute: config.signInIpLimitPerMinute,
  loginActivityRetentionDays: config.loginActivityRetentionDays,
  trustProxy: config.trustProxy,
  sportsSpeed: config.sportsSpeed,
});
const casino = enginesRun
  ? startCasinoTables({
      db,
      markets,
      snapshots: casinoSnapshots,
      now: Date.now,
      newSeed: newRoundSeed,
      tickMs: config.casinoTickMs,
      onError: (error, what) => app.log.error({ err: error }, what),
    })
  : undefined;

const stopSports = enginesRun
  ? startSportsLive({
      db,
      markets,
      snapshots: sports,
      now: Date.now,
      random: Math.random,
      speed: config.sportsSpeed,
      log: (error: unknown, what: string) => app.log.error({ err: error }, what),
    })
  : undefined;

let closing = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  await stopSports?.();
  await casino?.stop();
  await app.close();
  await orderThread?.stop();
  await db.destroy();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (received) => void shutDown(received));

// The order thread does not hold the process open (nor, with ENGINES=off, does any timer): this does until it listens.
const starting = setInterval(() => undefined, 60_000);
await orderThread?.ready;
await app.listen({ port: config.port, host: '0.0.0.0' });
clearInterval(starting);
