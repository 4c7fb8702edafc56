import { switchMap, type Observable } from 'rxjs';
import { session$ } from '../core/gates';
import { poll, type PollOptions } from '../core/poll';
import type { Result } from '../core/result';
import { pollOnce } from './pollOnce';

/**
 * MKT-23 POLL-16 AUTH-28: the match page polls live only for a session; anonymous visitors get one
 * snapshot. Logging in switches to live polling at once.
 */
export function matchPagePoll<T>(options: PollOptions<T>): Observable<Result<T>> {
  return session$.pipe(switchMap((loggedIn) => (loggedIn ? poll(options) : pollOnce(options))));
}
