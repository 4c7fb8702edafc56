import { shareReplay, type Observable } from 'rxjs';

/**
 * Memoises one shared stream per argument list (compared by its JSON, so pass plain values):
 * N subscribers share one poll (one request per interval), and the poll stops when its last
 * subscriber leaves; a later subscriber starts it afresh.
 */
export function keyed<A extends unknown[], T>(factory: (...args: A) => Observable<T>): (...args: A) => Observable<T> {
  const streams = new Map<string, Observable<T>>();
  return (...args) => {
    const key = JSON.stringify(args);
    let stream = streams.get(key);
    if (!stream) {
      stream = factory(...args).pipe(shareReplay({ bufferSize: 1, refCount: true }));
      streams.set(key, stream);
    }
    return stream;
  };
}
