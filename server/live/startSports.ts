import type { Clock } from '../clock';
import { createSportsFeed } from '../engines/sports/feed';
import type { Random } from '../engines/sports/random';
import { SPORT_IDS } from '../engines/sports/schedule';
import type { MarketService } from '../markets/types';
import { sportSections } from './sportsRecords';
import type { SportsSnapshots } from './sportsSnapshots';

/** The feed moves on once a second (the fastest client poll, fancy, is 1 s). */
export const SPORTS_TICK_MS = 1_000;

export interface SportsLiveDeps {
  markets: MarketService;
  snapshots: SportsSnapshots;
  now: Clock;
  random: Random;
  speed: number;
  log: (error: unknown, what: string) => void;
}

/** The sports feed wired to publish the public snapshots after every tick. */
export function createPublishingSportsFeed(deps: Omit<SportsLiveDeps, 'log'> & { log?: SportsLiveDeps['log'] }) {
  return createSportsFeed({
    markets: deps.markets,
    now: deps.now,
    random: deps.random,
    speed: deps.speed,
    ...(deps.log ? { onError: deps.log } : {}),
    publish: (matches) => {
      for (const section of sportSections(matches, SPORT_IDS)) deps.snapshots.publish(section);
    },
  });
}
