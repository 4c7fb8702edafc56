import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { loadTransport } from '../../../../streams/api/request';
import { http } from '../../../../streams/api/transport';

// The app loads the HTTP transport with its first call (and reads the stored state back first): loaded up front
// here, every call is built at once, as tests on fake timers need.
await loadTransport();

export type FakeRequest = {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
  /** The request's abort signal, when the client gave one. */
  signal: AbortSignal | undefined;
};
export type Reply = { status?: number; data?: unknown; delayMs?: number } | 'network-error';
type Route = Reply | ((request: FakeRequest) => Reply);

function response(config: InternalAxiosRequestConfig, status: number, data: unknown) {
  return { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
}

/** A fake axios adapter for `http`: routes by "METHOD path", records every request (headers, parsed body). */
export function fakeHttp(target = http) {
  const routes = new Map<string, Route>();
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: AxiosHeaders.from(config.headers).toJSON(),
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      signal: config.signal instanceof AbortSignal ? config.signal : undefined,
    };
    requests.push(request);
    const route = routes.get(`${request.method} ${request.url}`);
    const reply: Reply =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, data: { status: false, message: 'Not Found' } });
    return new Promise((resolve, reject) => {
      const settle = () => {
        if (reply === 'network-error') return reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
        const status = reply.status ?? 200;
        const res = response(config, status, reply.data);
        if (status >= 200 && status < 300) return resolve(res);
        reject(new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, res));
      };
      const delayMs = reply === 'network-error' ? 0 : (reply.delayMs ?? 0);
      if (delayMs === 0) return settle();
      const timeout = setTimeout(settle, delayMs);
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(timeout);
        reject(new CanceledError(undefined, undefined, config));
      });
    });
  };
  target.defaults.adapter = adapter;

  return {
    requests,
    on(method: 'GET' | 'POST', url: string, route: Route) {
      routes.set(`${method} ${url}`, route);
    },
    count: (url: string) => requests.filter((r) => r.url === url).length,
  };
}

export const ok = (data: unknown) => ({ data: { status: true, data } });
