import { createHorseFeed } from '../engines/horse/horseFeed';
import { horseSchedule, horseSection } from './horseRecords';
import type { SportsLiveDeps } from './startSports';

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
