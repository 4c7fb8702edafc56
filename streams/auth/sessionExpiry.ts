import { strings } from '../../contract/strings';
import { notify } from '../core/notifications';
import { logout } from './logout';

/**
 * AUTH-26: an Unauthorized answer to the user-details call ends the session. No reload: the cleared stores
 * already stop every logged-in poll, and the toast must stay readable for its whole time.
 */
export function expireSession(): void {
  notify({ message: strings.sessionExpired, variant: 'error' });
  logout({ reload: false });
}
