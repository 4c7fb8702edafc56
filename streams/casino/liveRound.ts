import { filter, map, type Observable, type OperatorFunction } from 'rxjs';
import type { CasinoLive, CasinoRoundHeader } from '../../contract/casino';
import type { Result } from '../core/result';

/** The live data of each good casino answer; failed polls are skipped (their data is the last good one). */
export function goodLiveData<T extends CasinoLive>(): OperatorFunction<Result<T>, T> {
  return (results: Observable<Result<T>>) =>
    results.pipe(
      map((result) => (result.status === 'ok' ? result.data : undefined)),
      filter((data): data is T => data !== undefined),
    );
}

/** CAS-ALL-07: the round header t1[0] (mid, autotime, cards) of each good answer that has one. */
export function roundHeaders<T extends CasinoLive>(): OperatorFunction<Result<T>, CasinoRoundHeader> {
  return (results) =>
    results.pipe(
      goodLiveData(),
      map((data) => data.t1[0]),
      filter((header): header is CasinoRoundHeader => header !== undefined),
    );
}
