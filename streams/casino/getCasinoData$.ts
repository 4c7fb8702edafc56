import { map, type Observable } from 'rxjs';
import type { CasinoData } from '../../contract/casino';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import { poll } from '../core/poll';
import type { Result } from '../core/result';

/** CAS-ALL-16 POLL-05 */
export const CASINO_POLL_MS = 1_000;

/** CAS-LNCH-09 OPEN-085 OPEN-086: the play page's table data (round, runners and results); a failure disables the table. */
export function createGetCasinoData$(call = apiCall) {
  return keyed((casinoType: string, eventId: number): Observable<Result<CasinoData>> => {
    const params = { casinoType, eventId };
    return poll({
      name: 'casinoData',
      call: (pollIntervalMs) => call('casinoData', { params }, pollIntervalMs).pipe(map((response) => response.data)),
      intervalMs: CASINO_POLL_MS,
    });
  });
}

export const getCasinoData$ = createGetCasinoData$();
