import { catchError, throwError, type Observable } from 'rxjs';
import type { EndpointName, ResponseOf } from '../../contract/endpoints';
import { expireSession } from '../auth/sessionExpiry';
import { ApiCallError } from './ApiCallError';
import { apiRequest, type CallInput } from './request';

export type { CallInput } from './request';

/** Calls one endpoint (see `apiRequest`); an Unauthorized answer to the user-details call ends the session (AUTH-26). */
export function apiCall<N extends EndpointName>(name: N, input: CallInput<N> = {}): Observable<ResponseOf<N>> {
  const call = apiRequest(name, input);
  if (name !== 'userDetails') return call;
  return call.pipe(
    catchError((error: unknown) => {
      if (error instanceof ApiCallError && error.status === 401) expireSession();
      return throwError(() => error);
    }),
  );
}
