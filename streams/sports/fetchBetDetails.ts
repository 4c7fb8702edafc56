import { filter, map, type Observable } from 'rxjs';
import type { ExistingBet } from '../../contract/bets';
import { apiCall } from '../api/client';
import { pollOnce } from '../core/poll';

/**
 * API-13: one fetch of the user's open bets on a match or table (data, or data.data), retried until it answers;
 * failures are only logged (MSG-22): the registry records them.
 */
export const fetchBetDetails = (matchId: string, call = apiCall): Observable<ExistingBet[]> =>
  pollOnce({
    name: 'betDetailsList',
    call: (pollIntervalMs) =>
      call('betDetailsList', { params: { matchId } }, pollIntervalMs).pipe(map(({ data }) => (Array.isArray(data) ? data : data.data))),
  }).pipe(
    map((result) => result.data),
    filter((bets): bets is ExistingBet[] => bets !== undefined),
  );
