import { createStore } from '../createStore';

/** Stake preset (the spec's entities); user stakes replace the defaults (STATE-12, OPEN-111). */
export interface StakePreset {
  id: number;
  stakeValue: number;
}

export const DEFAULT_STAKES = [100, 200, 500, 1000, 2000, 5000, 10000, 20000] as const;

export interface StakesState {
  presets: StakePreset[];
  /** What the slip asks for the unmatched part of a match odds order; absent: keep it waiting. */
  keepUnmatched?: boolean;
  /** Whether Cash Out asks for confirmation first; absent: it asks. */
  confirmCashOut?: boolean;
}

export const stakesStore = createStore<StakesState>('stakes', { presets: DEFAULT_STAKES.map((stakeValue, id) => ({ id, stakeValue })) });

/** The slip's "keep unmatched / cancel unmatched" choice, stored with the stake presets. */
export const setKeepUnmatched = (keep: boolean): void => stakesStore.update((state) => ({ ...state, keepUnmatched: keep }));
export const keepsUnmatched = (state: StakesState): boolean => state.keepUnmatched !== false;

/** The Settings page's "Confirm before cash out", stored with the stake presets. */
export const setConfirmCashOut = (confirm: boolean): void => stakesStore.update((state) => ({ ...state, confirmCashOut: confirm }));
export const confirmsCashOut = (state: StakesState): boolean => state.confirmCashOut !== false;
