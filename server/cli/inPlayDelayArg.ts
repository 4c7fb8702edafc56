import { z } from 'zod';
import { IN_PLAY_DELAY_SPORTS, type InPlayDelaySport } from '../../contract/limits';

const MAX_DELAY_SECONDS = 60;
const comparable = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const SPORT_OF_NAME = new Map(IN_PLAY_DELAY_SPORTS.map((sport) => [comparable(sport), sport]));
const MESSAGE = `must be SPORT=SECONDS (${IN_PLAY_DELAY_SPORTS.map(comparable).join(', ')}; 0–${MAX_DELAY_SECONDS} seconds), such as cricket=5`;

/** `--in-play-delay cricket=5` (or horse-racing=1.5): one sport's in-play bet delay, in seconds. */
export const inPlayDelayArg = z.string().transform((value, context): [InPlayDelaySport, number] => {
  const [name = '', seconds = ''] = value.split('=');
  const sport = SPORT_OF_NAME.get(comparable(name));
  const delay = /^\d{1,2}(\.\d{1,3})?$/.test(seconds.trim()) ? Number(seconds) : NaN;
  if (!sport || !(delay <= MAX_DELAY_SECONDS)) {
    context.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  }
  return [sport, delay];
});

/** The stored delays (JSON of seconds by sport) with the given ones set. */
export const withInPlayDelays = (stored: string | undefined, delays: readonly [InPlayDelaySport, number][]): string =>
  JSON.stringify({ ...(JSON.parse(stored || '{}') as object), ...Object.fromEntries(delays) });
