import type { CDPSession } from 'playwright-core';

interface Request {
  wallMs: number;
  type: string | undefined;
  fromCache: boolean;
  bytes: number;
}

/** The page's requests as the DevTools protocol reports them: when each left, its type, whether the cache answered it, its bytes on the wire. */
export class NetworkLog {
  private readonly requests = new Map<string, Request>();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!this.requests.has(event.requestId))
        this.requests.set(event.requestId, { wallMs: (event.wallTime ?? 0) * 1000, type: event.type, fromCache: false, bytes: 0 });
    });
    cdp.on('Network.requestServedFromCache', (event) => this.update(event.requestId, { fromCache: true }));
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) this.update(event.requestId, { fromCache: true });
    });
    cdp.on('Network.loadingFinished', (event) => this.update(event.requestId, { bytes: event.encodedDataLength }));
  }

  private update(id: string, change: Partial<Request>): void {
    const request = this.requests.get(id);
    if (request) Object.assign(request, change);
  }

  /** The requests sent up to `wallMs` (ms since the epoch). */
  sentBy(wallMs: number): Request[] {
    return [...this.requests.values()].filter((request) => request.wallMs <= wallMs);
  }
}

/** Scripts that came over the network (not from the cache) and their bytes on the wire. */
export function scriptsDownloaded(requests: Request[]): { count: number; bytes: number } {
  const scripts = requests.filter((request) => request.type === 'Script' && !request.fromCache);
  return { count: scripts.length, bytes: scripts.reduce((sum, request) => sum + request.bytes, 0) };
}
