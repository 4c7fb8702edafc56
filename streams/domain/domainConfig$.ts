import { catchError, concat, map, of, shareReplay, startWith, switchMap, tap, timer, type Observable } from 'rxjs';
import type { DomainConfig } from '../../contract/domain';
import { ApiCallError } from '../api/ApiCallError';
import { apiCall } from '../api/client';
import { currentHostname } from '../core/browser';
import { getScheduler } from '../core/clock';
import { backoffMs } from '../core/poll';
import { errorMessage, errorResult, okResult, type Result } from '../core/result';
import { domainConfigStore } from '../state/slices/domainConfig';
import { domainRecheck$ } from './domainRecheck';

/** Only a lookup that got no answer is retried (a browser's hostname always passes the params check). */
const gotNoAnswer = (error: unknown) => error instanceof ApiCallError && error.status === 0;

/**
 * DOM-01 DOM-02: this host's configuration, fetched once for the app's life and written to the
 * domainConfig slice. OPEN-028: an answered failure (404 for an unknown host) is final — an error
 * without data, so the app shows the 404 text and makes no further calls. A network failure is
 * delivered with the stored config (if any) and retried with backoff. A call refused because the domain was
 * suspended meanwhile (`recheck$`) looks it up again, so the open app follows the suspension (DOM-07).
 */
export function createDomainConfig$(
  call = apiCall,
  hostname = currentHostname,
  recheck$: Observable<void> = domainRecheck$,
): Observable<Result<DomainConfig>> {
  const lookup = (failures: number): Observable<Result<DomainConfig>> =>
    call('domainByHost', { params: { host: hostname() } }).pipe(
      map((answer) => okResult(answer.data)),
      tap((result) => result.data && domainConfigStore.set(result.data)),
      catchError((error: unknown) => {
        if (!gotNoAnswer(error)) return of(errorResult<DomainConfig>(errorMessage(error)));
        return concat(
          of(errorResult(errorMessage(error), domainConfigStore.get() ?? undefined)),
          timer(backoffMs(failures + 1), getScheduler()).pipe(switchMap(() => lookup(failures + 1))),
        );
      }),
    );
  return recheck$.pipe(
    startWith(undefined),
    switchMap(() => lookup(0)),
    shareReplay({ bufferSize: 1, refCount: false }),
  );
}

export const domainConfig$ = createDomainConfig$();
