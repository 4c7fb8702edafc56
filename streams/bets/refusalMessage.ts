import { ApiCallError } from '../api/ApiCallError';
import { errorMessage } from '../core/result';

/** What a failed bet call says: the server's own message when it sent one. */
export const refusalMessage = (error: unknown): string =>
  error instanceof ApiCallError ? (error.serverMessage ?? error.message) : errorMessage(error);
