import { afterAll, describe, expect, it } from 'vitest';
import { exposureResponse } from '../../contract/bets';
import { matchesResponse } from '../../contract/sports';
import { connect, type Db } from '../../server/db/connect';
import { isPostgres } from '../../server/db/dialect';
import { seededRandom } from '../../server/engines/sports/random';
import { createSportsLive, FEEDS_LEAD_RETRY_TICKS } from '../../server/live/sportsLive';
import { createSportsSnapshots } from '../../server/live/sportsSnapshots';
import { createMarketService } from '../../server/markets/service';
import { placeTestBet } from './fixtures';
import { createTestDatabase, startTestAppWithUser, testClock, type TestApp } from './helper';
import { marketsOf } from './markets';

const failOnError = (error: unknown) => {
  throw error;
};

/** One server process's sports side: its own connection, snapshots and feeds. */
function serverProcess(db: Db, now: () => number, seed: number) {
  const snapshots = createSportsSnapshots();
  const live = createSportsLive({
    db,
    markets: createMarketService(db, now),
    snapshots,
    now,
    random: seededRandom(seed),
    speed: 1,
    log: failOnError,
  });
  const cricketIds = () => matchesResponse.parse(JSON.parse(snapshots.matchesBySport(4))).data.map((match) => match.matchId);
  return { live, cricketIds };
}

describe('a restart of the feeds', { timeout: 30_000 }, () => {
  let test: TestApp;
  afterAll(() => test.close());

  it('SRV-35 voids the feed markets the previous run left open (stakes back, no exposure held); other markets stay', async () => {
    const started = await startTestAppWithUser();
    test = started.test;
    const exposure = async () =>
      exposureResponse.parse(
        (await test.app.inject({ method: 'GET', url: '/api/bet/exposure/fetch', headers: started.session.headers })).json(),
      ).data;
    // A bet on a match of the previous run (a T20 World Cup market the new feed will never play) and one on an operator's market.
    const abandoned = await placeTestBet(test, started.session, 'matchOdds', { spec: { leagueId: '101480' }, stake: 500 });
    const operators = await placeTestBet(test, started.session, 'matchOdds', { stake: 200 });
    const heldBefore = await exposure();

    const restarted = serverProcess(test.db, test.clock.now, 3);
    try {
      await restarted.live.tick();
    } finally {
      await restarted.live.stop();
    }
    expect((await marketsOf(test).get(abandoned.marketId))?.status).toBe('void');
    expect((await marketsOf(test).get(operators.marketId))?.status).toBe('open');
    expect(await exposure()).toBe(200);
    expect(heldBefore).toBe(700);
    const bet = await test.db.selectFrom('bets').select(['status']).where('market_id', '=', abandoned.marketId).executeTakeFirstOrThrow();
    expect(bet.status).toBe('void');
  });
});

describe('one feed leader across processes', { timeout: 60_000 }, () => {
  const clock = testClock();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let secondDb: Db;
  afterAll(async () => {
    await secondDb?.destroy();
    await database?.drop();
  });

  it('SRV-17 DESIGN one process runs the sports feeds; the others serve its matches; a survivor takes over', async () => {
    database = await createTestDatabase(clock.now);
    secondDb = connect(database.location);
    const first = serverProcess(database.db, clock.now, 5);
    const second = serverProcess(secondDb, clock.now, 6);
    try {
      await first.live.tick();
      expect(first.live.leading()).toBe(true);
      // The embedded SQLite serves one process, which runs the feeds.
      if (!isPostgres(database.db)) return;
      await second.live.tick();
      expect(second.live.leading()).toBe(false);
      expect(second.cricketIds()).toEqual(first.cricketIds());

      await first.live.stop();
      for (let tick = 0; tick < FEEDS_LEAD_RETRY_TICKS; tick += 1) await second.live.tick();
      expect(second.live.leading()).toBe(true);
      // The survivor's feed has matches of its own; the ones the first left open were voided.
      expect(second.cricketIds()).not.toEqual(first.cricketIds());
      const open = await database.db
        .selectFrom('markets')
        .select('id')
        .where('status', 'in', ['open', 'suspended', 'closed'])
        .where('match_id', 'in', first.cricketIds())
        .execute();
      expect(open).toEqual([]);
    } finally {
      await first.live.stop();
      await second.live.stop();
    }
  });
});
