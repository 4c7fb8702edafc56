import type { Clock } from './clock';
import { demoPasswordOf, type ServerConfig } from './config';
import { connect, SERVER_LOCK_WAIT_MS, type ConnectOptions, type Db } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/seed';

interface OpenOptions extends ConnectOptions {
  now?: Clock;
  lockWaitMs?: number;
}

/** Opens the configured database, migrates it and seeds it; shared by the server and the CLI. */
export async function openDatabase(
  config: ServerConfig,
  { now = Date.now, lockWaitMs = SERVER_LOCK_WAIT_MS, ...options }: OpenOptions = {},
): Promise<Db> {
  const db = connect(config, lockWaitMs, options);
  try {
    await migrateToLatest(db);
    await seed(db, { now, demoPassword: demoPasswordOf(config) });
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
