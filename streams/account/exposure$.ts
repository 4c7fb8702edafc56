import { ignoreElements, merge, shareReplay, tap, type Observable } from 'rxjs';
import { apiCall } from '../api/client';
import { isLoggedIn$ } from '../auth/isLoggedIn$';
import { poll } from '../core/poll';
import { exposureStore } from '../state/slices/exposure';
import { ACCOUNT_POLL_MS, HIDDEN_ACCOUNT_POLL_MS } from './cadence';
import { accountRefresh$ } from './refreshAccount';
import { round2 } from '../rules/round';

const exposurePoll$ = poll({
  name: 'exposure',
  call: (pollIntervalMs) => apiCall('exposure', {}, pollIntervalMs),
  intervalMs: ACCOUNT_POLL_MS,
  hiddenIntervalMs: HIDDEN_ACCOUNT_POLL_MS,
  onlyWhile$: isLoggedIn$,
  refresh$: accountRefresh$,
}).pipe(
  // OPEN-130: exposure is a liability amount, shown as a non-negative number (STATE-09).
  tap((result) => result.status === 'ok' && result.data && exposureStore.set(round2(Math.abs(result.data.data)))),
);

/** POLL-02: the exposure slice, refreshed every 20 s while logged in; a failed poll keeps the last value. */
export const exposure$: Observable<number> = merge(exposurePoll$.pipe(ignoreElements()), exposureStore.state$).pipe(
  shareReplay({ bufferSize: 1, refCount: true }),
);
