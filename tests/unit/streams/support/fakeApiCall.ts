import { defer, type Observable } from 'rxjs';
import type { EndpointName, ResponseOf } from '../../../../contract/endpoints';
import type { apiCall, CallInput } from '../../../../streams/api/client';
import { now } from '../../../../streams/core/clock';

type Handlers = { [N in EndpointName]?: (input: CallInput<N>) => Observable<ResponseOf<N>> };
export type RecordedCall = { name: EndpointName; input: unknown; at: number };

/** An apiCall stand-in answering from `handlers`; it records each request with its (virtual) time. */
export function fakeApiCall(handlers: Handlers) {
  const calls: RecordedCall[] = [];
  const call = (<N extends EndpointName>(name: N, input: CallInput<N> = {}) =>
    defer(() => {
      calls.push({ name, input, at: now() });
      const handler = handlers[name] as ((input: CallInput<N>) => Observable<ResponseOf<N>>) | undefined;
      if (!handler) throw new Error(`no fake for ${name}`);
      return handler(input);
    })) as typeof apiCall;
  return { call, calls, times: (name: EndpointName) => calls.filter((c) => c.name === name).map((c) => c.at) };
}
