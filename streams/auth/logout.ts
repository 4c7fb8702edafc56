import { timer } from 'rxjs';
import { reloadPage } from '../core/browser';
import { getScheduler } from '../core/clock';
import { requestNavigation } from '../core/navigation';
import { resetOnLogout } from '../state/logoutReset';

export const LOGOUT_RELOAD_MS = 300;

/** AUTH-25, STATE-16: clear the session, go to `/`, reload 300 ms later. */
export function logout(): void {
  resetOnLogout();
  requestNavigation('/');
  timer(LOGOUT_RELOAD_MS, getScheduler()).subscribe(reloadPage);
}
