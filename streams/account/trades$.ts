import { map, shareReplay, tap, type Observable } from 'rxjs';
import type { LiveBet } from '../../contract/bets';
import { apiCall } from '../api/client';
import { isLoggedIn$ } from '../auth/isLoggedIn$';
import { poll } from '../core/poll';
import { mapResult, type Result } from '../core/result';
import { betStore } from '../state/slices/bet';
import { ACCOUNT_POLL_MS, HIDDEN_ACCOUNT_POLL_MS } from './cadence';
import { accountRefresh$ } from './refreshAccount';

/** POLL-03 BET-28: the live bets (refetched at once after a bet and on the header Refresh) — one record per open market while logged in, written to bet.liveBets. */
export const trades$: Observable<Result<LiveBet[]>> = poll({
  name: 'tradeList',
  call: (pollIntervalMs) => apiCall('tradeList', {}, pollIntervalMs),
  intervalMs: ACCOUNT_POLL_MS,
  hiddenIntervalMs: HIDDEN_ACCOUNT_POLL_MS,
  onlyWhile$: isLoggedIn$,
  refresh$: accountRefresh$,
}).pipe(
  map((result) => mapResult(result, (answer) => answer.data)),
  tap((result) => result.status === 'ok' && result.data && betStore.set({ liveBets: result.data })),
  shareReplay({ bufferSize: 1, refCount: true }),
);
