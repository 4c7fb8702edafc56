import { distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
import { stakesStore, type StakePreset } from '../state/slices/stakes';

/** PROF-10 STATE-12: the presets every slip and the settings page use (the user's own once saved). */
export const stakePresets$: Observable<StakePreset[]> = stakesStore.state$.pipe(
  map((state) => state.presets),
  distinctUntilChanged(),
  shareReplay({ bufferSize: 1, refCount: true }),
);

export const presetsOf = (values: readonly number[]): StakePreset[] => values.map((stakeValue, id) => ({ id, stakeValue }));
