import { catchError, throwError, type Observable } from 'rxjs';
import type { EndpointName, ResponseOf } from '../../contract/endpoints';
import { strings } from '../../contract/strings';
import { expireSession } from '../auth/sessionExpiry';
import { recheckDomain } from '../domain/domainRecheck';
import { ApiCallError } from './ApiCallError';
import { apiRequest, type CallInput } from './request';

export type { CallInput } from './request';

const refusedAsSuspended = (error: unknown) =>
  error instanceof ApiCallError && error.status === 403 && error.serverMessage === strings.domainSuspended;

/**
 * Calls one endpoint (see `apiRequest`); an Unauthorized answer to the user-details call ends the session (AUTH-26);
 * a refusal because the domain is suspended has the domain's configuration looked up again.
 * A poll passes its interval as `pollIntervalMs` (the registry's stale status).
 */
export function apiCall<N extends EndpointName>(name: N, input: CallInput<N> = {}, pollIntervalMs?: number): Observable<ResponseOf<N>> {
  return apiRequest(name, input, pollIntervalMs).pipe(
    catchError((error: unknown) => {
      if (name === 'userDetails' && error instanceof ApiCallError && error.status === 401) expireSession();
      if (refusedAsSuspended(error)) recheckDomain();
      return throwError(() => error);
    }),
  );
}
