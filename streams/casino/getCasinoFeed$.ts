import { map, type Observable } from 'rxjs';
import type { CasinoLive } from '../../contract/casino';
import { apiCall } from '../api/client';
import { keyed } from '../core/keyed';
import { poll } from '../core/poll';
import type { Result } from '../core/result';
import { CASINO_POLL_MS } from './getCasinoData$';
import { feedParams } from './feedParams';
import type { CasinoFeed } from './tables';

/** CAS-LNCH-08 POLL-05: a launcher table's live round and runners (data with t1, t2), every 1 s. */
export function createGetCasinoFeed$(call = apiCall) {
  return keyed((feed: CasinoFeed): Observable<Result<CasinoLive>> =>
    poll({
      name: 'casinoFeed',
      call: (pollIntervalMs) => call('casinoFeed', { params: feedParams(feed) }, pollIntervalMs).pipe(map((response) => response.data)),
      intervalMs: CASINO_POLL_MS,
    }),
  );
}

export const getCasinoFeed$ = createGetCasinoFeed$();
