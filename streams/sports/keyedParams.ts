import type { Observable } from 'rxjs';
import { keyed } from '../core/keyed';

/**
 * `keyed` for factories that take a params object: one shared stream per distinct params value
 * (keyed by its JSON, so callers build the object with the same field order).
 */
export function keyedParams<P extends object, T>(factory: (params: P) => Observable<T>): (params: P) => Observable<T> {
  let requested: P | undefined;
  // keyed calls the factory synchronously, only for a key it has not seen, right after `requested` is set.
  const byKey = keyed((_key: string) => factory(requested as P));
  return (params) => {
    requested = params;
    return byKey(JSON.stringify(params));
  };
}
