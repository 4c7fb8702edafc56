import { buildApp } from './app';
import { loadConfig } from './config';
import { createMarketService } from './markets/service';
import { openDatabase } from './prepare';

const config = loadConfig();
const db = await openDatabase(config);
// Engines started here drive the same market service the bet routes check against.
const markets = createMarketService(db, Date.now);
const app = await buildApp({
  db,
  config,
  markets,
  ...(config.staticDir ? { staticDir: config.staticDir } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  signInRateLimit: { max: config.signInLimitPerMinute, timeWindowMs: 60_000 },
});

let closing = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  await app.close();
  await db.destroy();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (received) => void shutDown(received));

await app.listen({ port: config.port, host: '0.0.0.0' });
