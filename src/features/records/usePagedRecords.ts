import { useObservable, useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { map, scan, startWith, switchMap, type Observable } from 'rxjs';
import type { Result } from '../../../streams/core/result';
import { FIRST_PAGE, type PageRequest, type PagedAnswer } from '../../../streams/records/paging';

export type FetchPage<Q, T> = (page: PageRequest, query: Q) => Observable<Result<PagedAnswer<T>>>;

interface PageState<T> {
  loading: boolean;
  /** The latest answer (kept while the next page loads, so the table does not flash empty). */
  result: Result<PagedAnswer<T>> | undefined;
}

/**
 * One page of records for `query`, refetched whenever the query or the page changes. REC-07 OPEN-107: a new
 * query (a date edit, a filter) goes back to page 1; a new page size goes back to page 1 too (see setPaging).
 */
export function usePagedRecords<Q, T>(fetchPage: FetchPage<Q, T>, query: Q) {
  // The query is compared by value: a new object with the same content must not refetch.
  const queryKey = JSON.stringify(query);
  const [paging, setPagingState] = useState({ queryKey, page: FIRST_PAGE });
  const page = paging.queryKey === queryKey ? paging.page : { ...paging.page, page: 1 };
  const setPaging = (next: PageRequest) =>
    setPagingState({ queryKey, page: next.pageSize === page.pageSize ? next : { page: 1, pageSize: next.pageSize } });

  const state$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([fetch, key, pageNumber, pageSize]) =>
          fetch({ page: pageNumber, pageSize }, JSON.parse(key) as Q).pipe(
            map((result) => ({ loading: false, result })),
            startWith({ loading: true, result: undefined }),
          ),
        ),
        scan((last: PageState<T>, next: PageState<T>) => ({ loading: next.loading, result: next.result ?? last.result }), {
          loading: true,
          result: undefined,
        }),
      ),
    [fetchPage, queryKey, page.page, page.pageSize] as const,
  );
  const state = useObservableState(state$, { loading: true, result: undefined });
  return { ...state, page, setPaging };
}

export type PagedRecords<T> = ReturnType<typeof usePagedRecords<unknown, T>>;
