import { shareReplay, type Observable } from 'rxjs';

/**
 * Memoises one shared stream per key: N subscribers share one poll (one request per interval),
 * and the poll stops when its last subscriber leaves; a later subscriber starts it afresh.
 */
export function keyed<K extends string, T>(factory: (key: K) => Observable<T>): (key: K) => Observable<T> {
  const streams = new Map<K, Observable<T>>();
  return (key) => {
    let stream = streams.get(key);
    if (!stream) {
      stream = factory(key).pipe(shareReplay({ bufferSize: 1, refCount: true }));
      streams.set(key, stream);
    }
    return stream;
  };
}
