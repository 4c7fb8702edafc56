import { timer } from 'rxjs';
import { apiRequest } from '../api/request';
import { reloadPage } from '../core/browser';
import { getScheduler } from '../core/clock';
import { requestNavigation } from '../core/navigation';
import { resetOnLogout } from '../state/logoutReset';
import { authStore } from '../state/slices/auth';

export const LOGOUT_RELOAD_MS = 300;

/**
 * POST auth/logout (our addition to the spec's API): the server revokes the token. Sent with the token still in
 * place (headers are taken at subscription); whatever it answers, the local logout goes on.
 */
function revokeOnServer(): void {
  if (authStore.get().accessToken === '') return;
  apiRequest('logout').subscribe({ error: (error: unknown) => console.warn('The server did not confirm the logout', error) });
}

/**
 * AUTH-25, STATE-16: revoke the token, clear the session, go to `/`, reload 300 ms later.
 * `reload: false` keeps the page (AUTH-26): a reload would wipe the "Session expired!" toast after 0.3 s.
 */
export function logout({ reload = true }: { reload?: boolean } = {}): void {
  revokeOnServer();
  resetOnLogout();
  requestNavigation('/');
  if (reload) timer(LOGOUT_RELOAD_MS, getScheduler()).subscribe(reloadPage);
}
