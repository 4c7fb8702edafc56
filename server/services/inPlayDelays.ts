import { DEFAULT_IN_PLAY_DELAY_SECONDS, type InPlayDelaySport } from '../../contract/limits';

export type InPlayDelays = Record<InPlayDelaySport, number>;

/**
 * A domain's stored in-play delays (seconds by sport name) over the defaults: every sport has one. Divided by
 * the games' speed (SPORTS_SPEED), as the delays count in the games' time.
 */
export function inPlayDelaysOf(stored: string | undefined, sportsSpeed = 1): InPlayDelays {
  const delays: InPlayDelays = { ...DEFAULT_IN_PLAY_DELAY_SECONDS, ...(JSON.parse(stored || '{}') as Partial<InPlayDelays>) };
  return Object.fromEntries(Object.entries(delays).map(([sport, seconds]) => [sport, seconds / sportsSpeed])) as InPlayDelays;
}
