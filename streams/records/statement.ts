import type { Observable } from 'rxjs';
import type { ResponseOf } from '../../contract/endpoints';
import type { StatementRequest } from '../../contract/records';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { authStore } from '../state/slices/auth';
import { requestRange, type DateRange } from './dataSource';
import type { PageRequest } from './paging';
import { recordCall } from './recordCall';

export type StatementFilter = StatementRequest['filter'];
export type StatementAnswer = ResponseOf<'statement'>;

/** REC-08 OPEN-100 OPEN-106: one page of the signed-in user's account statement. */
export function fetchStatement(
  page: PageRequest,
  query: DateRange & { filter: StatementFilter },
  call: typeof apiCall = apiCall,
): Observable<Result<StatementAnswer>> {
  const userId = authStore.get().userDetails?._id ?? '';
  const body = { userId, ...requestRange(query), filter: query.filter };
  return recordCall('statement', { params: page, body }, call);
}
