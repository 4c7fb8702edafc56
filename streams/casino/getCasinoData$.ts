import { map, type Observable } from 'rxjs';
import type { CasinoData } from '../../contract/casino';
import type { ParamsOf } from '../../contract/endpoints';
import { apiCall } from '../api/client';
import { poll } from '../core/poll';
import type { Result } from '../core/result';
import { keyedParams } from '../sports/keyedParams';

/** CAS-ALL-16 POLL-05 */
export const CASINO_POLL_MS = 1_000;

/** CAS-LNCH-09 OPEN-085 OPEN-086: the play page's table data (round, runners and results); a failure disables the table. */
export function createGetCasinoData$(call = apiCall) {
  const byParams = keyedParams((params: ParamsOf<'casinoData'>) =>
    poll({
      name: 'casinoData',
      key: JSON.stringify(params),
      call: () => call('casinoData', { params }).pipe(map((response) => response.data)),
      intervalMs: CASINO_POLL_MS,
    }),
  );
  return (casinoType: string, eventId: number): Observable<Result<CasinoData>> => byParams({ casinoType, eventId });
}

export const getCasinoData$ = createGetCasinoData$();
