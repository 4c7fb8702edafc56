import { catchError, concat, defer, map, of, shareReplay, switchMap, tap, timer, type Observable } from 'rxjs';
import type { DomainConfig } from '../../contract/domain';
import { apiCall } from '../api/client';
import { currentHostname } from '../core/browser';
import { getScheduler } from '../core/clock';
import { backoffMs } from '../core/poll';
import { errorMessage, errorResult, okResult, type Result } from '../core/result';
import { domainConfigStore } from '../state/slices/domainConfig';

/** Fetches until it succeeds: each failure is delivered (with the stored config, if any) and retried with backoff. */
function fetchConfig(failures: number): Observable<Result<DomainConfig>> {
  return apiCall('domainByHost', { params: { host: currentHostname() } }).pipe(
    map((answer) => okResult(answer.data)),
    tap((result) => result.data && domainConfigStore.set(result.data)),
    catchError((error: unknown) =>
      concat(
        of(errorResult(errorMessage(error), domainConfigStore.get() ?? undefined)),
        timer(backoffMs(failures + 1), getScheduler()).pipe(switchMap(() => fetchConfig(failures + 1))),
      ),
    ),
  );
}

/** DOM-02: this host's configuration, fetched once for the app's life and written to the domainConfig slice. */
export const domainConfig$: Observable<Result<DomainConfig>> = defer(() => fetchConfig(0)).pipe(
  shareReplay({ bufferSize: 1, refCount: false }),
);
