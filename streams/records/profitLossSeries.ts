import { EMPTY, expand, map, reduce, takeWhile, type Observable } from 'rxjs';
import type { StatementRow } from '../../contract/records';
import { apiCall } from '../api/client';
import { okResult, type Result } from '../core/result';
import { round2 } from '../rules/round';
import type { DateRange } from './dataSource';
import { signedAmount } from './signedAmount';
import { fetchStatement, type StatementAnswer } from './statement';

export interface ProfitLossPoint {
  /** When the settlement was booked (ms). */
  at: number;
  /** Profit and loss summed up to and including this settlement. */
  total: number;
}

/** The chart reads at most this many statement pages of 100 settlements (the newest 2,000 in the window). */
export const SERIES_PAGE_SIZE = 100;
export const SERIES_MAX_PAGES = 20;

/** The running total of bet settlements in booking order. */
export function cumulativeProfitLoss(rows: StatementRow[]): ProfitLossPoint[] {
  const ordered = [...rows].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  let total = 0;
  return ordered.map((row) => {
    total = round2(total + signedAmount(row));
    return { at: Date.parse(row.createdAt), total };
  });
}

type PageResult = Result<StatementAnswer> & { page: number };

/**
 * The cumulative profit and loss over the window: every bet settlement of the ledger (the statement's
 * "betRecords" filter), read page by page; a failed page ends the series with its error.
 */
export function fetchProfitLossSeries(range: DateRange, call: typeof apiCall = apiCall): Observable<Result<ProfitLossPoint[]>> {
  const page = (number: number): Observable<PageResult> =>
    fetchStatement({ page: number, pageSize: SERIES_PAGE_SIZE }, { ...range, filter: 'betRecords' }, call).pipe(
      map((result) => ({ ...result, page: number })),
    );
  const hasNext = (result: PageResult) => result.status === 'ok' && result.page < Math.min(result.data?.totalPages ?? 0, SERIES_MAX_PAGES);
  return page(1).pipe(
    expand((result) => (hasNext(result) ? page(result.page + 1) : EMPTY)),
    takeWhile((result) => result.status === 'ok', true),
    reduce<PageResult, { rows: StatementRow[]; failure?: Result<ProfitLossPoint[]> }>(
      (acc, result) =>
        result.status === 'ok'
          ? { ...acc, rows: [...acc.rows, ...(result.data?.pageItems ?? [])] }
          : { ...acc, failure: { ...result, data: undefined } },
      { rows: [] },
    ),
    map((acc) => acc.failure ?? okResult(cumulativeProfitLoss(acc.rows))),
  );
}
