import { map, type Observable } from 'rxjs';
import type { CasinoLive, CasinoResult } from '../../contract/casino';
import type { Result } from '../core/result';
import { getCasinoData$ } from './getCasinoData$';
import { getCasinoFeed$ } from './getCasinoFeed$';
import { getCasinoFeedResults$ } from './getCasinoFeedResults$';
import type { ListedCasinoGame } from './listedCasinoGame';
import { CASINO_TABLES, type CasinoTableId } from './tables';

/** What a table screen reads: its live round and runners, and its recent results. */
export interface TableFeed {
  live$: Observable<Result<CasinoLive>>;
  results$: Observable<CasinoResult[]>;
}

/** CAS-LNCH-09 OPEN-085: the play page's data (with results) from /casino/data/{casinoType}/{eventId}. */
export function playPageFeed(casinoType: string, eventId: number): TableFeed {
  const data$ = getCasinoData$(casinoType, eventId);
  return { live$: data$, results$: data$.pipe(map((result) => result.data?.result ?? [])) };
}

/**
 * CAS-LNCH-08 OPEN-085 OPEN-086: launcher tables read their sports/v1/casino feed and its /result list;
 * the tables without one (3 Card Teenpatti, Dragon Tiger, Fast Dragon Tiger) read the play page's data.
 */
export function launcherFeed(table: CasinoTableId, game: ListedCasinoGame): TableFeed {
  const { feed } = CASINO_TABLES[table];
  if (!feed) return playPageFeed(game.casinoType, game.eventId);
  return {
    live$: getCasinoFeed$(feed),
    results$: getCasinoFeedResults$(feed).pipe(map((result) => result.data ?? [])),
  };
}
