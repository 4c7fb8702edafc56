import { map, type Observable } from 'rxjs';
import type { ParamsOf } from '../../contract/endpoints';
import type { OddsMarket } from '../../contract/sports';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { keyedParams } from './keyedParams';
import { matchPagePoll } from './matchPagePoll';

/** MKT-18 POLL-07 */
export const ODDS_POLL_MS = 2_000;

/** Match odds of one match's markets (`marketIds` = the match's joinedMarketIds, OPEN-047). */
export function createGetMarketOdds$(call = apiCall) {
  const byParams = keyedParams((params: ParamsOf<'marketOdds'>) =>
    matchPagePoll({
      name: 'marketOdds',
      key: JSON.stringify(params),
      call: () => call('marketOdds', { params }).pipe(map((response) => response.data)),
      intervalMs: ODDS_POLL_MS,
    }),
  );
  return (eventId: number, leagueId: string, matchId: string, marketIds: string): Observable<Result<OddsMarket[]>> =>
    byParams({ eventId, leagueId, matchId, marketIds });
}

export const getMarketOdds$ = createGetMarketOdds$();
