import { firstValueFrom } from 'rxjs';
import { strings } from '../../contract/strings';
import { apiCall } from '../api/client';
import { ApiCallError } from '../api/ApiCallError';
import { notify } from '../core/notifications';
import { stakesStore } from '../state/slices/stakes';
import { presetsOf } from './stakePresets$';

/**
 * PROF-09 OPEN-111: the eight presets go to the persisted slice and to the server (per user). The slice
 * changes only when the server accepted them, so a refused save changes nothing anywhere.
 */
export async function saveStakes(values: number[]): Promise<boolean> {
  try {
    const answer = await firstValueFrom(apiCall('saveStakes', { body: { stakes: values } }));
    stakesStore.update((state) => ({ ...state, presets: presetsOf(answer.data ?? values) }));
    notify({ message: strings.stakesSaved, variant: 'success' });
    return true;
  } catch (error) {
    const message = error instanceof ApiCallError && error.serverMessage ? error.serverMessage : strings.stakeWholeNumber;
    notify({ message, variant: 'error' });
    return false;
  }
}
