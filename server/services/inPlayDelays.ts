import { DEFAULT_IN_PLAY_DELAY_SECONDS, type InPlayDelaySport } from '../../contract/limits';

export type InPlayDelays = Record<InPlayDelaySport, number>;

/** A domain's stored in-play delays (seconds by sport name) over the defaults: every sport has one. */
export function inPlayDelaysOf(stored: string | undefined): InPlayDelays {
  const overrides = JSON.parse(stored || '{}') as Partial<InPlayDelays>;
  return { ...DEFAULT_IN_PLAY_DELAY_SECONDS, ...overrides };
}
