import { map, type Observable } from 'rxjs';
import type { BetDetail } from '../../contract/bets';
import { apiCall } from '../api/client';
import { mapResult, type Result } from '../core/result';
import { recordCall } from './recordCall';

/** REC-10 REC-11: the detail of one bet (GET /bet/{betId}). */
export function fetchBetDetail(betId: string, call: typeof apiCall = apiCall): Observable<Result<BetDetail>> {
  return recordCall('betDetail', { params: { betId } }, call).pipe(map((result) => mapResult(result, (answer) => answer.data)));
}
