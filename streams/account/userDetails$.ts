import { map, shareReplay, tap, type Observable } from 'rxjs';
import type { UserDetails } from '../../contract/auth';
import { apiCall } from '../api/client';
import { isLoggedIn$ } from '../auth/isLoggedIn$';
import { poll } from '../core/poll';
import { mapResult, type Result } from '../core/result';
import { authStore } from '../state/slices/auth';
import { profileOf, userStore } from '../state/slices/user';
import { ACCOUNT_POLL_MS, HIDDEN_ACCOUNT_POLL_MS } from './cadence';
import { accountRefresh$ } from './refreshAccount';

function store(details: UserDetails): void {
  authStore.update((auth) => ({ ...auth, userDetails: details }));
  userStore.set({ user: profileOf(details), role: details.role });
}

/** POLL-01, POLL-04: the current user while logged in; a 401 ends the session (AUTH-26, in the API client). */
export const userDetails$: Observable<Result<UserDetails>> = poll({
  name: 'userDetails',
  call: (pollIntervalMs) => apiCall('userDetails', {}, pollIntervalMs),
  intervalMs: ACCOUNT_POLL_MS,
  hiddenIntervalMs: HIDDEN_ACCOUNT_POLL_MS,
  onlyWhile$: isLoggedIn$,
  refresh$: accountRefresh$,
}).pipe(
  map((result) => mapResult(result, (answer) => answer.data)),
  tap((result) => result.status === 'ok' && result.data && store(result.data)),
  shareReplay({ bufferSize: 1, refCount: true }),
);
