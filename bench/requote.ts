import { rmSync } from 'node:fs';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { createMarketService } from '../server/markets/service';
import type { MarketSpec, SelectionPrice } from '../server/markets/types';
import { seed } from '../server/seed/seed';

const DATA_DIR = '.tmp/bench-requote';
const MOVES = Number(process.env.BENCH_REQUOTE_MOVES ?? 200);

/** Three runners; each move shifts every model price by one ladder tick (2.0 ↔ 2.02 …), so every quote changes. */
const selectionsAt = (move: number): SelectionPrice[] =>
  [2, 3.2, 3.6].map((price, index) => {
    const tick = price < 3 ? 0.02 : 0.05;
    const back = Math.round((price + (move % 2) * tick) * 100) / 100;
    return { selectionId: index + 1, name: `Runner ${index + 1}`, back, lay: Math.round((back + tick) * 100) / 100, quoteSize: 1_000 };
  });

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;

/**
 * The market maker's cost on SQLite (synchronous: the time blocks the event loop): a full re-quote of a 3-runner
 * match odds market (18 orders cancelled and 18 placed), a tick where nothing moved, and the bet rows left.
 */
export async function measureRequote(): Promise<string> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const db = connect({ dataDir: DATA_DIR, databaseUrl: null });
  try {
    await migrateToLatest(db);
    await seed(db, { now: Date.now, demoPassword: 'bench-requote' });
    const markets = createMarketService(db, Date.now);
    const spec: MarketSpec = {
      marketId: 'bench-requote',
      kind: 'matchOdds',
      eventId: 1,
      leagueId: 'L',
      matchId: 'M',
      eventName: 'Bench v Mark',
      sportsName: 'Soccer',
      marketName: 'Match Odds',
      inPlay: true,
      selections: selectionsAt(0),
    };
    await markets.open(spec);
    const moved: number[] = [];
    const still: number[] = [];
    for (let move = 1; move <= MOVES; move += 1) {
      let started = performance.now();
      await markets.reprice(spec.marketId, selectionsAt(move));
      moved.push(performance.now() - started);
      started = performance.now();
      await markets.quote(spec.marketId);
      still.push(performance.now() - started);
    }
    const rows = await db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('market_id', '=', spec.marketId)
      .executeTakeFirstOrThrow();
    const line = (name: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const mean = times.reduce((sum, each) => sum + each, 0) / times.length;
      return `${name}: mean ${mean.toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;
    };
    return [
      `${MOVES} moves of a 3-runner match odds market on SQLite (every quote changes: 18 maker orders out, 18 in)`,
      `  ${line('re-quote after a move', moved)}`,
      `  ${line('tick with nothing moved', still)}`,
      `  bet rows of the market afterwards: ${Number(rows.n)} (18 waiting)`,
    ].join('\n');
  } finally {
    await db.destroy();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}
