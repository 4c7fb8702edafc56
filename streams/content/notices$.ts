import { combineLatest, map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import { apiCall } from '../api/client';
import { isLoggedIn$ } from '../auth/isLoggedIn$';
import { domainId$ } from '../limits/domainId$';
import { pollOnce } from '../core/poll';

/** OPEN-029: notices are joined with space, bullet, space. */
export const NOTICE_SEPARATOR = ' \u2022 ';

/**
 * DOM-12 SHELL-37 API-35: the news ticker's one line — every data[].notice joined with " • ";
 * empty when logged out (the ticker is for logged-in users) or while nothing has loaded.
 */
export function createNotices$(
  call = apiCall,
  domainIds$: Observable<string> = domainId$,
  sessions$: Observable<boolean> = isLoggedIn$,
): Observable<string> {
  return combineLatest([domainIds$, sessions$]).pipe(
    switchMap(([domainId, loggedIn]) =>
      domainId === '' || !loggedIn
        ? of('')
        : pollOnce({
            name: 'notices',
            call: (pollIntervalMs) => call('notices', { params: { domainId } }, pollIntervalMs).pipe(map((response) => response.data)),
          }).pipe(map((result) => (result.data ?? []).map((item) => item.notice).join(NOTICE_SEPARATOR))),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const notices$ = createNotices$();
