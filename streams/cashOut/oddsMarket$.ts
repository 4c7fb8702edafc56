import { filter, map, type Observable } from 'rxjs';
import type { OddsMarket } from '../../contract/sports';
import type { Result } from '../core/result';

/** One market of a match's odds poll, once the poll has answered (undefined: the answer leaves it out). */
export const oddsMarket$ = (odds$: Observable<Result<OddsMarket[]>>, marketId: string): Observable<OddsMarket | undefined> =>
  odds$.pipe(
    filter((result) => result.data !== undefined),
    map((result) => result.data?.find((market) => market.marketId === marketId)),
  );
