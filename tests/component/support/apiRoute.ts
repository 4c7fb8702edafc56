import { HttpResponse } from 'msw';
import { endpoints, type EndpointName, type ResponseOf } from '../../../contract/endpoints';

/** The msw URL pattern of one endpoint (its `:name` placeholders are msw path params). */
export function apiUrl(name: EndpointName): string {
  return `*/api/${endpoints[name].path}`;
}

/** A JSON answer that the contract accepts; an invalid fixture fails the test at once. */
export function contractJson<N extends EndpointName>(name: N, body: ResponseOf<N>, init?: ResponseInit) {
  endpoints[name].response.parse(body);
  return HttpResponse.json(body as Record<string, unknown>, init);
}

/** The body of every 4xx/5xx answer (contract/http.ts apiError). */
export function apiErrorJson(status: number, message: string) {
  return HttpResponse.json({ status: false, message }, { status });
}
