import { strings } from '../../contract/strings';
import { apiCall } from '../api/client';
import { LOGIN_TOAST_MS, notify } from '../core/notifications';

/** AUTH-29, OPEN-022: once after a non-demo login, an empty password history asks for a new password. */
export function promptPasswordChangeIfNeeded(): void {
  apiCall('passwordHistory', { params: { page: 1, pageSize: 10 } }).subscribe({
    next: (history) => {
      if (history.pageItems.length === 0) {
        notify({ message: strings.forcedPasswordChange, variant: 'info', autoHideMs: LOGIN_TOAST_MS });
      }
    },
    error: (error: unknown) => console.error('Password history check failed', error),
  });
}
