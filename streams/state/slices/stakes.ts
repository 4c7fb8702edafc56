import { z } from 'zod';
import { createStore } from '../createStore';

/** Stake preset (SPEC §3); user stakes replace the defaults (STATE-12, OPEN-111). */
export const stakePreset = z.object({ id: z.number().int(), stakeValue: z.number().int().min(1) });
export type StakePreset = z.infer<typeof stakePreset>;

export const DEFAULT_STAKES = [100, 200, 500, 1000, 2000, 5000, 10000, 20000] as const;

const stakesState = z.object({ presets: z.array(stakePreset) });
export type StakesState = z.infer<typeof stakesState>;

export const stakesStore = createStore<StakesState>(
  'stakes',
  { presets: DEFAULT_STAKES.map((stakeValue, id) => ({ id, stakeValue })) },
  { schema: stakesState },
);
