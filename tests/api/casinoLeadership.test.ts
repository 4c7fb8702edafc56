import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { isPostgres } from '../../server/db/dialect';
import { CASINO_TABLES } from '../../server/engines/casino/tables';
import { createCasinoSnapshots } from '../../server/live/casinoSnapshots';
import { createCasinoTables } from '../../server/live/casinoTables';
import { createMarketService } from '../../server/markets/service';
import { TICK_MS } from './casinoTables';
import { createTestDatabase, testClock } from './helper';

const clock = testClock();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let secondDb: Db;
beforeAll(async () => {
  database = await createTestDatabase(clock.now);
  secondDb = connect(database.location);
});
afterAll(async () => {
  await secondDb.destroy();
  await database.drop();
});

let seeds = 0;
/** One server process's casino side: its own connection pool, snapshots and tables. */
function serverProcess(db: Db) {
  const snapshots = createCasinoSnapshots();
  const tables = createCasinoTables({
    db,
    markets: createMarketService(db, clock.now),
    snapshots,
    now: clock.now,
    tickMs: TICK_MS,
    newSeed: () => `leader-seed-${(seeds += 1)}`,
    onError: (error) => {
      throw error;
    },
  });
  return { snapshots, tables, mid: (key: string) => snapshots.get(key)?.table.live.t1[0]?.mid };
}

const ALL_TABLES = CASINO_TABLES.map((def) => def.key);
/** Ticks between a follower's attempts to take a table over (server/live/casinoTables). */
const LEAD_RETRY_TICKS = 5;

describe('one dealer per table across processes', { timeout: 30_000 }, () => {
  it('SRV-27 DESIGN one process deals each table; the others serve its rounds; a survivor takes over and finishes the round', async () => {
    const first = serverProcess(database.db);
    const second = serverProcess(secondDb);
    try {
      await first.tables.tick();
      expect(first.tables.leading()).toEqual(ALL_TABLES);
      // The embedded SQLite serves one process, which deals every table.
      if (isPostgres(database.db)) await takeOver(first, second);
    } finally {
      await first.tables.stop();
      await second.tables.stop();
    }
  });
});

async function takeOver(first: ReturnType<typeof serverProcess>, second: ReturnType<typeof serverProcess>) {
  await second.tables.tick();
  expect(second.tables.leading()).toEqual([]);
  for (let i = 0; i < 3; i += 1) {
    await first.tables.tick();
    await second.tables.tick();
  }
  const interrupted = first.mid('teen20');
  expect(interrupted).toBeDefined();
  expect(second.mid('teen20')).toBe(interrupted);
  expect(second.snapshots.get('teen20')?.table.live.t1[0]?.autotime).toBe(first.snapshots.get('teen20')?.table.live.t1[0]?.autotime);

  await first.tables.stop();
  for (let i = 0; i < LEAD_RETRY_TICKS; i += 1) await second.tables.tick();
  expect(second.tables.leading()).toEqual(ALL_TABLES);
  const round = await database.db
    .selectFrom('casino_rounds')
    .selectAll()
    .where('mid', '=', interrupted ?? '')
    .executeTakeFirstOrThrow();
  expect(round.settled_at).not.toBeNull();
  expect(second.snapshots.get('teen20')?.table.results[0]).toMatchObject({ mid: interrupted, seed: round.seed, cards: round.cards });
  expect(second.mid('teen20')).not.toBe(interrupted);
}
