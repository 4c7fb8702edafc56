import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { isPostgres } from '../db/dialect';
import { leadershipFor } from './casinoLeadership';
import { createTableLoop, type TableLoop } from '../engines/casino/tableLoop';
import { CASINO_TABLES, type TableDef } from '../engines/casino/tables';
import type { MarketService } from '../markets/types';
import { publishLiveTable, readLiveTables } from '../repositories/casinoRounds';
import { databaseRoundStore } from './casinoRoundStore';
import type { CasinoSnapshots } from './casinoSnapshots';
import { publicTable, type PublicTable } from './casinoView';

export interface CasinoTablesOptions {
  db: Db;
  markets: MarketService;
  snapshots: CasinoSnapshots;
  now: Clock;
  newSeed: () => string;
  onError: (error: unknown, what: string) => void;
  /** How long a tick lasts on `now` (rounds store the moment their betting closes from it). */
  tickMs: number;
  tables?: readonly TableDef[];
}

/** Ticks between attempts to take the lead of a table another process deals. */
const LEAD_RETRY_TICKS = 5;

/**
 * Every table, one tick at a time. This process deals the tables it leads (always all of them on SQLite; on
 * PostgreSQL those whose advisory lock it holds) and publishes their public view; with PostgreSQL it also
 * writes that view to casino_live, and the tables led elsewhere are read back from there each tick.
 */
export function createCasinoTables(options: CasinoTablesOptions) {
  const { db, snapshots, now } = options;
  const tables = options.tables ?? CASINO_TABLES;
  const leadership = leadershipFor(db);
  const shared = isPostgres(db);
  const rounds = databaseRoundStore(db);
  const loops = new Map<string, TableLoop>();
  let ticks = 0;

  async function lead(def: TableDef): Promise<TableLoop | undefined> {
    const existing = loops.get(def.key);
    if (existing || ticks % LEAD_RETRY_TICKS !== 0 || !(await leadership.tryLead(def.key))) return existing;
    const loop = createTableLoop(def, {
      markets: options.markets,
      rounds,
      now,
      tickMs: options.tickMs,
      newSeed: options.newSeed,
      onError: options.onError,
    });
    await loop.recover();
    loops.set(def.key, loop);
    return loop;
  }

  async function deal(def: TableDef, loop: TableLoop): Promise<void> {
    await loop.step();
    const view = publicTable(loop.state());
    snapshots.publish(def.key, view);
    if (shared) await publishLiveTable(db, def.key, JSON.stringify(view), now());
  }

  async function follow(): Promise<void> {
    for (const row of await readLiveTables(db)) {
      if (!loops.has(row.table_key)) snapshots.publish(row.table_key, JSON.parse(row.body) as PublicTable);
    }
  }

  /** One table's tick; its failure is reported and never keeps the other tables from theirs. */
  async function tickTable(def: TableDef): Promise<void> {
    try {
      const loop = await lead(def);
      if (loop) await deal(def, loop);
    } catch (error) {
      options.onError(error, `${def.key} tick`);
    }
  }

  async function tick(): Promise<void> {
    if (!(await leadership.stillLeading())) loops.clear();
    for (const def of tables) await tickTable(def);
    if (shared && loops.size < tables.length) await follow();
    ticks += 1;
  }

  return { tick, leading: () => [...loops.keys()], stop: () => leadership.release() };
}

/** Runs the tables on the real clock: one tick every `tickMs` (a tick still running makes the next one wait). */
export function startCasinoTables(options: CasinoTablesOptions) {
  const tables = createCasinoTables(options);
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tables
      .tick()
      .catch((error: unknown) => options.onError(error, 'casino tick'))
      .finally(() => (running = null));
  }, options.tickMs);
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
      await tables.stop();
    },
  };
}
