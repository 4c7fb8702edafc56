import { map, type Observable } from 'rxjs';
import type { CasinoResult } from '../../contract/casino';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import { poll } from '../core/poll';
import type { Result } from '../core/result';
import { feedParams } from './feedParams';
import type { CasinoFeed } from './tables';

/** CAS-ALL-16 POLL-06 */
export const CASINO_RESULTS_POLL_MS = 1_300;

/** CAS-LNCH-08 API-33: a launcher table's recent results (data.data); failures are only logged (CAS-ALL-28). */
export function createGetCasinoFeedResults$(call = apiCall) {
  return keyed((feed: CasinoFeed): Observable<Result<CasinoResult[]>> =>
    poll({
      name: 'casinoFeedResults',
      call: (pollIntervalMs) =>
        call('casinoFeedResults', { params: feedParams(feed) }, pollIntervalMs).pipe(map((response) => response.data.data)),
      intervalMs: CASINO_RESULTS_POLL_MS,
    }),
  );
}

export const getCasinoFeedResults$ = createGetCasinoFeedResults$();
