import { createHorseFeed } from '../engines/horse/horseFeed';
import { horseSchedule, horseSection } from './horseRecords';
import type { SportsLiveDeps } from './startSports';
import { startTicker } from './ticker';

/** The racing schedule changes slowly; a tick every 2 s keeps suspensions at the off timely. */
export const HORSE_TICK_MS = 2_000;

/** The horse racing feed wired to publish the schedule and the race markets after every tick. */
export function createPublishingHorseFeed(deps: Omit<SportsLiveDeps, 'log'> & { log?: SportsLiveDeps['log'] }) {
  return createHorseFeed({
    markets: deps.markets,
    now: deps.now,
    random: deps.random,
    speed: deps.speed,
    ...(deps.log ? { onError: deps.log } : {}),
    publish: (races) => {
      deps.snapshots.publish(horseSection(races));
      deps.snapshots.publishHorseSchedule(horseSchedule(races));
    },
  });
}

/** Starts the racing feed in this process; returns its stop. */
export function startHorseFeed(deps: SportsLiveDeps): () => Promise<void> {
  const feed = createPublishingHorseFeed(deps);
  return startTicker(feed.tick, HORSE_TICK_MS, (error) => deps.log(error, 'horse racing tick'));
}
