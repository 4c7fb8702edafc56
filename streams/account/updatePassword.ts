import { firstValueFrom } from 'rxjs';
import type { UpdatePasswordRequest } from '../../contract/auth';
import { strings } from '../../contract/strings';
import { apiCall } from '../api/client';
import { ApiCallError } from '../api/ApiCallError';
import { notify } from '../core/notifications';
import { invalidatePasswordHistory } from './passwordHistoryRefresh';

/**
 * PROF-04..08: the server decides; success toasts "Password Updated Successfully!" and invalidates the
 * cached password history, a failure toasts the server's message. Resolves whether it succeeded.
 */
export async function updatePassword(request: UpdatePasswordRequest): Promise<boolean> {
  try {
    const answer = await firstValueFrom(apiCall('updatePassword', { body: request }));
    if (!answer.status) {
      notify({ message: answer.message, variant: 'error' });
      return false;
    }
    notify({ message: strings.passwordUpdated, variant: 'success' });
    invalidatePasswordHistory();
    return true;
  } catch (error) {
    const message =
      error instanceof ApiCallError && error.serverMessage ? error.serverMessage : String(error instanceof Error ? error.message : error);
    notify({ message, variant: 'error' });
    return false;
  }
}
