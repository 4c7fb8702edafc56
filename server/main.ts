import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './prepare';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({
  db,
  config,
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
