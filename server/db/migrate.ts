import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';
import * as initial from './migrations/0001_initial';
import * as money from './migrations/0002_money';
import * as trust from './migrations/0003_trust';
import * as shell from './migrations/0004_shell';
import * as casino from './migrations/0005_casino';
import * as sports from './migrations/0006_sports';
import * as moneyFaults from './migrations/0007_money_faults';
import * as signup from './migrations/0007_signup';
import * as hardening from './migrations/0008_hardening';
import * as orderBook from './migrations/0009_order_book';
import * as bookVersion from './migrations/0010_book_version';
import * as inPlayDelay from './migrations/0011_in_play_delay';
import * as cashOut from './migrations/0012_cash_out';

/**
 * Migrations live in code so one list serves both dialects and bundling needs no file lookups.
 * Unordered migrations are allowed: areas number theirs independently (0002 money, 0003 trust, 0004 shell,
 * 0005 casino, 0006 sports, 0007 signup and 0007 money faults, 0008 hardening, 0009 the exchange's order book, 0010 its in-memory books' version,
 * 0011 the in-play bet delays, 0012 the cash-out mark on a hedge order),
 * so a database migrated by one area's branch still takes another's.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_money': money,
  '0003_trust': trust,
  '0004_shell': shell,
  '0005_casino': casino,
  '0006_sports': sports,
  '0007_money_faults': moneyFaults,
  '0007_signup': signup,
  '0008_hardening': hardening,
  '0009_order_book': orderBook,
  '0010_book_version': bookVersion,
  '0011_in_play_delay': inPlayDelay,
  '0012_cash_out': cashOut,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

const migrator = (db: Db) => new Migrator({ db, provider, allowUnorderedMigrations: true });

const thrown = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export async function migrateToLatest(db: Db): Promise<void> {
  const { error } = await migrator(db).migrateToLatest();
  if (error) throw thrown(error);
}

/** Up to and including migration `name`: how a test builds the data an older release left for a later migration. */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw thrown(error);
}
