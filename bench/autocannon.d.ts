/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  interface Options extends RequestParams {
    url: string;
    connections: number;
    /** Seconds; or stop after `amount` requests. */
    duration?: number;
    amount?: number;
    /** Called before each request: what it answers replaces the request's parameters. */
    requests?: { setupRequest?: (request: RequestParams) => RequestParams }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    statusCodeStats: Record<string, { count: number } | undefined>;
    errors: number;
  }
  /** The run, as a promise of its result; `stop()` ends it early (the result then covers the time it ran). */
  export default function autocannon(options: Options): Promise<Result> & { stop(): void };
}
