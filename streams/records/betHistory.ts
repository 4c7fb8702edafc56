import type { Observable } from 'rxjs';
import type { BetHistoryRequest } from '../../contract/bets';
import type { ResponseOf } from '../../contract/endpoints';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { requestRange, type DateRange } from './dataSource';
import type { PageRequest } from './paging';
import { recordCall } from './recordCall';

export type BetStatus = BetHistoryRequest['status'];
export type BetHistoryAnswer = ResponseOf<'betHistory'>;
/** OPEN-103: "all" sports, a sport's name, or "Casino". */
export const ALL_SPORTS = 'all';

/** REC-13 OPEN-103: one page of the user's settled or unsettled bets. */
export function fetchBetHistory(
  page: PageRequest,
  query: DateRange & { status: BetStatus; sportsName: string },
  call: typeof apiCall = apiCall,
): Observable<Result<BetHistoryAnswer>> {
  const body = { status: query.status, sportsName: query.sportsName, ...requestRange(query) };
  return recordCall('betHistory', { params: page, body }, call);
}
