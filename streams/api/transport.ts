import axios, { isAxiosError, isCancel } from 'axios';
import { Observable, throwError } from 'rxjs';
import { z } from 'zod';
import { apiError } from '../../contract/http';
import { API_BASE, buildPath, endpoints, type Endpoint, type EndpointName, type ResponseOf } from '../../contract/endpoints';
import { reportRequestOutcome } from '../core/gates';
import { source } from '../core/source';
import { ApiCallError, invalidPayload } from './ApiCallError';
import { takeEarly, type EarlyAnswer } from './earlyRequests';
import { headersFor } from './headers';
import type { CallInput } from './request';

/** The one HTTP client of the app (tests swap its adapter). */
export const http = axios.create({ baseURL: API_BASE });

const pathValues = z.record(z.string(), z.union([z.string(), z.number()]));

function toApiCallError(error: unknown): ApiCallError {
  if (isAxiosError(error) && error.response) {
    const body = apiError.safeParse(error.response.data);
    const serverMessage = body.success ? body.data.message : undefined;
    const status = error.response.status;
    return new ApiCallError(status, serverMessage ?? `Request failed with status ${status}`, serverMessage, error.response.data);
  }
  return new ApiCallError(0, `Network error: ${error instanceof Error ? error.message : String(error)}`);
}

function send<R>(name: string, endpoint: Endpoint, path: string, body: unknown, response: z.ZodType<R>): Observable<R> {
  return new Observable<R>((subscriber) => {
    const controller = new AbortController();
    const headers = headersFor(endpoint.access);
    const deliver = (status: number, data: unknown) => {
      reportRequestOutcome(true);
      const parsed = response.safeParse(data);
      if (!parsed.success) return subscriber.error(invalidPayload(`Invalid response from ${name}`, parsed.error, status));
      subscriber.next(parsed.data);
      subscriber.complete();
    };
    const live = () =>
      void http.request({ method: endpoint.method, url: path, data: body, headers, signal: controller.signal }).then(
        (res) => deliver(res.status, res.data),
        (error: unknown) => {
          if (isCancel(error)) return;
          reportRequestOutcome(isAxiosError(error) && error.response !== undefined);
          subscriber.error(toApiCallError(error));
        },
      );
    // The page's first script may have sent this very request already (earlyRequests.ts); anything but a success goes live.
    const early = endpoint.method === 'GET' ? takeEarly(path, headers) : undefined;
    if (early) void early.then((answer) => controller.signal.aborted || (isSuccess(answer) ? deliver(answer.status, answer.body) : live()));
    else live();
    return () => controller.abort();
  });
}

const isSuccess = (answer: EarlyAnswer | null): answer is EarlyAnswer => answer !== null && answer.status >= 200 && answer.status < 300;

/**
 * Loaded with the first call (request.ts), not with the first screen: axios, the endpoint schemas and zod.
 * Calls one endpoint of contract/endpoints.ts: params and body are validated before sending and the
 * answer after; the response passes `source(name, path)` so it can be recorded and replayed. The headers
 * are taken at subscription.
 */
export function apiRequest<N extends EndpointName>(name: N, input: CallInput<N> = {}, pollIntervalMs?: number): Observable<ResponseOf<N>> {
  const endpoint: Endpoint = endpoints[name];
  // The schema is the endpoint's own response schema, so its output is ResponseOf<N>.
  const response = endpoint.response as z.ZodType<ResponseOf<N>>;
  const params = endpoint.params.safeParse(input.params ?? {});
  if (!params.success) return throwError(() => invalidPayload(`Invalid params for ${name}`, params.error));
  const body = endpoint.body.safeParse(input.body);
  if (!body.success) return throwError(() => invalidPayload(`Invalid body for ${name}`, body.error));
  const path = buildPath(endpoint.path, pathValues.parse(params.data));
  // The body is sent as given (validation may trim; OPEN-019 sends values exactly as typed).
  return source(name, path, () => send(name, endpoint, path, input.body, response), pollIntervalMs);
}
