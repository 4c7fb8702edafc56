import { switchMap, type Observable } from 'rxjs';
import { poll, pollOnce, type PollOptions } from '../core/poll';
import { keepLastGood, type Result } from '../core/result';
import { isLoggedIn$ } from './isLoggedIn$';

/**
 * MKT-23 POLL-16 AUTH-28: polls live only while a session exists; without one it fetches a single
 * snapshot. Logging in switches to live polling at once, keeping the snapshot shown if that first fetch fails.
 */
export function pollLiveForSession<T>(options: PollOptions<T>): Observable<Result<T>> {
  return isLoggedIn$.pipe(
    switchMap((loggedIn) => (loggedIn ? poll(options) : pollOnce(options))),
    keepLastGood(),
  );
}
