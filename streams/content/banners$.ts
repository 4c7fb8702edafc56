import { map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import { apiCall } from '../api/client';
import { domainId$ } from '../limits/domainId$';
import { pollOnce } from '../core/poll';

/** DOM-13 API-36: the carousel's slide images, one per data[].banner; empty until loaded. */
export function createBanners$(call = apiCall, domainIds$: Observable<string> = domainId$): Observable<string[]> {
  return domainIds$.pipe(
    switchMap((domainId) =>
      domainId === ''
        ? of([])
        : pollOnce({
            name: 'banners',
            call: (pollIntervalMs) => call('banners', { params: { domainId } }, pollIntervalMs).pipe(map((response) => response.data)),
          }).pipe(map((result) => (result.data ?? []).map((item) => item.banner))),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const banners$ = createBanners$();
