import { leadershipFor } from '../db/advisoryLeadership';
import type { Db } from '../db/connect';
import { isPostgres } from '../db/dialect';
import { COURSES } from '../engines/horse/courses';
import { HORSE_SPORT_ID } from '../engines/horse/horseFeed';
import { COMPETITIONS } from '../engines/sports/catalogue';
import type { MarketService } from '../markets/types';
import { publishFeedLive, readFeedLive, unfinishedMarketIds, type FeedLeagues } from '../repositories/feedLive';
import { createPublishingHorseFeed, HORSE_TICK_MS } from './startHorse';
import { createPublishingSportsFeed, SPORTS_TICK_MS, type SportsLiveDeps } from './startSports';
import { startTicker } from './ticker';

/** One process runs both feeds (one advisory lock); the others serve what it publishes in feed_live. */
export const SPORTS_FEEDS_LEAD = 'sports-feeds';
const FEED_KEY = 'sports';
/** Ticks between a follower's attempts to take the feeds over. */
export const FEEDS_LEAD_RETRY_TICKS = 5;
const HORSE_EVERY_TICKS = HORSE_TICK_MS / SPORTS_TICK_MS;

/** The leagues the feeds open markets under: every competition of the catalogue and every race course. */
export const FEED_LEAGUES: readonly FeedLeagues[] = [
  ...Object.entries(COMPETITIONS).map(([eventId, competitions]) => ({
    eventId: Number(eventId),
    leagueIds: competitions.map((competition) => competition.competitionId),
  })),
  { eventId: HORSE_SPORT_ID, leagueIds: COURSES.map((course) => course.courseId) },
];

/**
 * A feed starts with new matches and races: the markets a previous run left open (its process stopped or
 * died) will never be played out, so they are voided through the money core — every bet's stake back, its
 * exposure released. Returns how many were voided.
 */
export async function voidAbandonedMarkets(db: Db, markets: MarketService, log: SportsLiveDeps['log']): Promise<number> {
  const marketIds = await unfinishedMarketIds(db, FEED_LEAGUES);
  let voided = 0;
  for (const marketId of marketIds) {
    try {
      if ((await markets.settle(marketId, { kind: 'void' })).applied) voided += 1;
    } catch (error) {
      log(error, `void abandoned market ${marketId}`);
    }
  }
  return voided;
}

/**
 * The sports and horse racing feeds of this process, one tick at a time. On SQLite this process runs them; on
 * PostgreSQL the process holding the advisory lock does (voiding what the previous leader left open when it
 * takes over) and writes the public answers to feed_live each tick, which the other processes serve.
 */
export function createSportsLive(deps: SportsLiveDeps & { db: Db }) {
  const leadership = leadershipFor(deps.db);
  const shared = isPostgres(deps.db);
  let feeds: { sports: ReturnType<typeof createPublishingSportsFeed>; horse: ReturnType<typeof createPublishingHorseFeed> } | null = null;
  let ticks = 0;

  async function lead(): Promise<void> {
    if (feeds || ticks % FEEDS_LEAD_RETRY_TICKS !== 0 || !(await leadership.tryLead(SPORTS_FEEDS_LEAD))) return;
    await voidAbandonedMarkets(deps.db, deps.markets, deps.log);
    feeds = { sports: createPublishingSportsFeed(deps), horse: createPublishingHorseFeed(deps) };
  }

  async function tick(): Promise<void> {
    if (feeds && !(await leadership.stillLeading())) feeds = null;
    await lead();
    if (feeds) {
      await feeds.sports.tick();
      if (ticks % HORSE_EVERY_TICKS === 0) await feeds.horse.tick();
      if (shared) await publishFeedLive(deps.db, FEED_KEY, deps.snapshots.dump(), deps.now());
    } else {
      const row = await readFeedLive(deps.db, FEED_KEY);
      if (row) deps.snapshots.load(row.body);
    }
    ticks += 1;
  }

  return { tick, leading: () => feeds !== null, stop: () => leadership.release() };
}

/** Runs the feeds on the real clock, one tick a second; returns the stop (which gives up the lead). */
export function startSportsLive(deps: SportsLiveDeps & { db: Db }): () => Promise<void> {
  const live = createSportsLive(deps);
  const stopTicker = startTicker(live.tick, SPORTS_TICK_MS, (error) => deps.log(error, 'sports tick'));
  return async () => {
    await stopTicker();
    await live.stop();
  };
}
