import { strings } from '../../contract/strings';
import { notify } from '../core/notifications';
import { logout } from './logout';

/** AUTH-26: an Unauthorized answer to the user-details call ends the session. */
export function expireSession(): void {
  notify({ message: strings.sessionExpired, variant: 'error' });
  logout();
}
