import { createStore } from '../createStore';

/** Stake preset (SPEC §3); user stakes replace the defaults (STATE-12, OPEN-111). */
export interface StakePreset {
  id: number;
  stakeValue: number;
}

export const DEFAULT_STAKES = [100, 200, 500, 1000, 2000, 5000, 10000, 20000] as const;

export interface StakesState {
  presets: StakePreset[];
}

export const stakesStore = createStore<StakesState>('stakes', { presets: DEFAULT_STAKES.map((stakeValue, id) => ({ id, stakeValue })) });
