import { catchError, map, of, type Observable } from 'rxjs';
import type { EndpointName, ResponseOf } from '../../contract/endpoints';
import { ApiCallError } from '../api/ApiCallError';
import { apiCall, type CallInput } from '../api/client';
import { errorMessage, errorResult, okResult, type Result } from '../core/result';

/** The server's own message when it sent one, else what went wrong. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiCallError ? (error.serverMessage ?? error.message) : errorMessage(error);

/**
 * One record call, answered once: the contract-validated answer as an ok value, or the failure as an error
 * value (an answer with status false counts as a failure with its message) — the stream never errors.
 */
export function recordCall<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
  call: typeof apiCall = apiCall,
): Observable<Result<ResponseOf<N>>> {
  return call(name, input).pipe(
    map((answer) => {
      const { status, message } = answer as { status: boolean; message?: string };
      return status ? okResult(answer) : errorResult<ResponseOf<N>>(message ?? `${name} failed`);
    }),
    catchError((error: unknown) => of(errorResult<ResponseOf<N>>(failureMessage(error)))),
  );
}
