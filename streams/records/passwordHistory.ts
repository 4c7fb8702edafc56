import type { Observable } from 'rxjs';
import type { ResponseOf } from '../../contract/endpoints';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import type { PageRequest } from './paging';
import { recordCall } from './recordCall';

export type PasswordHistoryAnswer = ResponseOf<'passwordHistory'>;

/** REC-18: one page of the user's password changes (never cached, CONST-15: a page view always refetches). */
export function fetchPasswordHistory(page: PageRequest, call: typeof apiCall = apiCall): Observable<Result<PasswordHistoryAnswer>> {
  return recordCall('passwordHistory', { params: page }, call);
}
