import type { CasinoData } from '../../contract/casino';
import { casinoDataResponse } from '../../contract/casino';
import { tableByKey, type TableDef } from '../../server/engines/casino/tables';
import { createCasinoSnapshots } from '../../server/live/casinoSnapshots';
import { createCasinoTables } from '../../server/live/casinoTables';
import { startTestApp, type TestApp } from './helper';
import { marketsOf } from './markets';

/** A tick's length on the test clock (the server's default CASINO_TICK_MS). */
export const TICK_MS = 1_000;

interface CasinoTestOptions {
  /** The tables dealt (default: all seven). */
  tables?: readonly TableDef[];
  /** What a failed engine call does (default: fail the test). */
  onError?: (error: unknown, what: string) => void;
  /** Seeds the first rounds take, in order, for rounds whose deal a test knows; then "seed-N" as usual. */
  seeds?: readonly string[];
  /** The app's wait for what a test holds locked (TestAppOptions.lockWaitMs). */
  lockWaitMs?: number;
}

/** A test app whose casino tables the test drives tick by tick (seeds "seed-1", "seed-2", … unless given). */
export async function startCasinoTestApp(options: CasinoTestOptions = {}) {
  const snapshots = createCasinoSnapshots();
  const test = await startTestApp({ casinoSnapshots: snapshots, ...(options.lockWaitMs ? { lockWaitMs: options.lockWaitMs } : {}) });
  let seeds = 0;
  const tables = createCasinoTables({
    db: test.db,
    markets: marketsOf(test),
    snapshots,
    now: test.clock.now,
    tickMs: TICK_MS,
    newSeed: () => {
      seeds += 1;
      return options.seeds?.[seeds - 1] ?? `seed-${seeds}`;
    },
    onError:
      options.onError ??
      ((error) => {
        throw error;
      }),
    ...(options.tables ? { tables: options.tables } : {}),
  });
  return {
    test,
    tables,
    close: async () => {
      await tables.stop();
      await test.close();
    },
  };
}

export function tableDef(key: string): TableDef {
  const def = tableByKey(key);
  if (!def) throw new Error(`no table ${key}`);
  return def;
}

export async function casinoData(test: TestApp, def: TableDef): Promise<CasinoData> {
  const response = await test.app.inject({ method: 'GET', url: `/api/casino/data/${def.casinoType}/${def.eventId}` });
  return casinoDataResponse.parse(response.json()).data;
}

/** Ticks until the table's newest result changes; returns it. */
export async function tickUntilResult(test: TestApp, tick: () => Promise<void>, def: TableDef) {
  const before = (await casinoData(test, def)).result[0]?.mid;
  for (let i = 0; i < 60; i += 1) {
    await tick();
    const newest = (await casinoData(test, def)).result[0];
    if (newest && newest.mid !== before) return newest;
  }
  throw new Error(`${def.key}: no result within 60 ticks`);
}
