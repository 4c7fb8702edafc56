import { distinctUntilChanged, map, of, shareReplay, switchMap, tap, type Observable } from 'rxjs';
import type { LockItem } from '../../contract/sports';
import { apiCall } from '../api/client';
import { authStore, isSessionActive } from '../state/slices/auth';
import { sportsLockStore } from '../state/slices/sportsLock';
import { pollOnce } from '../core/poll';

const NO_LOCKS: LockItem[] = [];

/**
 * HOME-20 HOME-21 STATE-11: the logged-in user's event locks (POST sports/fetch/event/lock
 * {setFor: userId}), written to the sportsLock slice. Logged out, or while the call fails, there are
 * no locks, so every sport stays visible.
 */
export function createEventLocks$(call = apiCall): Observable<LockItem[]> {
  return authStore.state$.pipe(
    map((auth) => (isSessionActive(auth) ? (auth.userDetails?._id ?? '') : '')),
    distinctUntilChanged(),
    switchMap((userId) =>
      userId === ''
        ? of(NO_LOCKS)
        : pollOnce({
            name: 'eventLocks',
            call: (pollIntervalMs) =>
              call('eventLocks', { body: { setFor: userId } }, pollIntervalMs).pipe(map((response) => response.data)),
          }).pipe(map((result) => (result.status === 'ok' ? (result.data ?? NO_LOCKS) : NO_LOCKS))),
    ),
    tap((lockedSports) => sportsLockStore.set({ lockedSports })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const eventLocks$ = createEventLocks$();
