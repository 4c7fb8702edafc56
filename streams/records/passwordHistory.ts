import { startWith, switchMap, type Observable } from 'rxjs';
import type { ResponseOf } from '../../contract/endpoints';
import { passwordHistoryInvalidated$ } from '../account/passwordHistoryRefresh';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import type { PageRequest } from './paging';
import { recordCall } from './recordCall';

export type PasswordHistoryAnswer = ResponseOf<'passwordHistory'>;

/**
 * REC-18: one page of the user's password changes (never cached, CONST-15: a page view always refetches);
 * PROF-08 STATE-15: a password update invalidates it, so a page on screen fetches it again.
 */
export function fetchPasswordHistory(page: PageRequest, call: typeof apiCall = apiCall): Observable<Result<PasswordHistoryAnswer>> {
  return passwordHistoryInvalidated$.pipe(
    startWith(undefined),
    switchMap(() => recordCall('passwordHistory', { params: page }, call)),
  );
}
