import type { Observable } from 'rxjs';
import type { ResponseOf } from '../../contract/endpoints';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { requestRange, type DateRange } from './dataSource';
import type { PageRequest } from './paging';
import { recordCall } from './recordCall';

export type ProfitLossAnswer = ResponseOf<'profitLoss'>;

/** OPEN-108: the drill-down route's parameters; each one present goes one level deeper. */
export interface ProfitLossLevel {
  eventId?: string;
  matchId?: string;
  markettype?: string;
}

/** REC-15 OPEN-108: one page of profit and loss at the level the route names (sport, event, market or bets). */
export function fetchProfitLoss(
  page: PageRequest,
  query: DateRange & ProfitLossLevel,
  call: typeof apiCall = apiCall,
): Observable<Result<ProfitLossAnswer>> {
  const { eventId, matchId, markettype } = query;
  const level = Object.fromEntries(Object.entries({ eventId, matchId, markettype }).filter(([, value]) => value));
  return recordCall('profitLoss', { params: page, body: { ...requestRange(query), ...level } }, call);
}
