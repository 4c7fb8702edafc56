import type { Clock } from './clock';
import { demoPasswordOf, type ServerConfig } from './config';
import { connect, type Db } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/seed';

/** Opens the configured database, migrates it and seeds it; shared by the server and the CLI. */
export async function openDatabase(config: ServerConfig, now: Clock = Date.now): Promise<Db> {
  const db = connect(config);
  try {
    await migrateToLatest(db);
    await seed(db, { now, demoPassword: demoPasswordOf(config) });
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
