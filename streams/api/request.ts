import { defer, switchMap, type Observable } from 'rxjs';
import type { BodyOf, EndpointName, ParamsOf, ResponseOf } from '../../contract/endpoints';
import { storesHydrated } from '../state/createStore';

export type CallInput<N extends EndpointName> = { params?: ParamsOf<N>; body?: BodyOf<N> };

type Transport = typeof import('./transport');
let loading: Promise<Transport> | undefined;
let loaded: Transport | undefined;

/**
 * The HTTP client with the endpoint schemas (axios, zod): loaded by the first call, not with the first screen.
 * No call leaves before the stored session is read back (STATE-05), so none goes out as the wrong user.
 */
export function loadTransport(): Promise<Transport> {
  loading ??= Promise.all([import('./transport'), storesHydrated()]).then(([transport]) => (loaded = transport));
  return loading;
}

/**
 * Calls one endpoint of contract/endpoints.ts (see transport.ts): params and body are validated before sending
 * and the answer after, through the `source` seam (`pollIntervalMs`: the interval of the poll making the call).
 * `apiCall` (client.ts) adds the session-expiry rule on top.
 * Once the transport is loaded the call is built at once, as a replay on virtual time needs.
 */
export function apiRequest<N extends EndpointName>(name: N, input: CallInput<N> = {}, pollIntervalMs?: number): Observable<ResponseOf<N>> {
  if (loaded) return loaded.apiRequest(name, input, pollIntervalMs);
  return defer(loadTransport).pipe(switchMap((transport) => transport.apiRequest(name, input, pollIntervalMs)));
}
