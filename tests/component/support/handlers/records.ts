import { http } from 'msw';
import type { BetDetail } from '../../../../contract/bets';
import type { EndpointName, ResponseOf } from '../../../../contract/endpoints';
import { apiErrorJson, apiUrl, contractJson } from '../apiRoute';

/** One request a record handler answered: its path parameters and body. */
export interface RecordRequest {
  params: Record<string, string>;
  body: unknown;
}

type PagedName = 'statement' | 'betHistory' | 'profitLoss' | 'passwordHistory' | 'loginActivity';
type Item<N extends PagedName> = ResponseOf<N>['pageItems'][number];

/**
 * Answers a paged record endpoint from `items` like the server does: the requested page of the requested size,
 * with totalPages; `requests` records each call so a test can check what was asked.
 */
export function pagedHandler<N extends PagedName>(name: N, items: Item<N>[], requests: RecordRequest[] = []) {
  const method = name === 'passwordHistory' || name === 'loginActivity' ? http.get : http.post;
  return method(apiUrl(name as EndpointName), async ({ request, params }) => {
    const body = request.method === 'POST' ? await request.json() : undefined;
    const { '0': _base, ...values } = params as Record<string, string>;
    requests.push({ params: values, body });
    const page = Number(values.page);
    const pageSize = Number(values.pageSize);
    const answer = {
      status: true,
      pageItems: items.slice((page - 1) * pageSize, page * pageSize),
      currentPage: page,
      totalPages: Math.ceil(items.length / pageSize),
    } as ResponseOf<N>;
    return contractJson(name, answer);
  });
}

/** A record endpoint refusing with the server's message. */
export function failingRecordHandler(name: PagedName | 'betDetail', status: number, message: string) {
  const method = name === 'statement' || name === 'betHistory' || name === 'profitLoss' ? http.post : http.get;
  return method(apiUrl(name), () => apiErrorJson(status, message));
}

/** Answers GET /bet/{betId} with `bet`. */
export const betDetailHandler = (bet: BetDetail) =>
  http.get(apiUrl('betDetail'), () => contractJson('betDetail', { status: true, data: bet }));
