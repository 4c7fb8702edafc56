import { distinctUntilChanged, map, of, shareReplay, startWith, switchMap, type Observable } from 'rxjs';
import { apiCall } from '../api/client';
import { resolveLimits, type Limits } from '../rules/limits';
import { pollOnce } from '../core/poll';
import { domainId$ } from './domainId$';

/**
 * BET-13 OPEN-056 API-27: the domain's stake limits and bet delay from GET get-min-max/{domainConfig._id},
 * every missing value (or the whole config, before it loads or when the call fails) at its spec default.
 */
export function createMinMax$(call = apiCall, domainIds$: Observable<string> = domainId$): Observable<Limits> {
  const defaults = resolveLimits(undefined);
  return domainIds$.pipe(
    switchMap((domainId) =>
      domainId === ''
        ? of(defaults)
        : pollOnce({
            name: 'minMax',
            call: (pollIntervalMs) => call('minMax', { params: { domainId } }, pollIntervalMs).pipe(map((response) => response.data)),
          }).pipe(
            map((result) => resolveLimits(result.status === 'ok' ? result.data : undefined)),
            startWith(defaults),
          ),
    ),
    distinctUntilChanged((previous, next) => JSON.stringify(previous) === JSON.stringify(next)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const minMax$ = createMinMax$();
