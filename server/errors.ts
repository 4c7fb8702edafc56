/**
 * An error whose message is safe to show the caller; the central error handler answers with its status, and with
 * `data` when given (what the caller needs to decide again, e.g. a cash out's value now).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);
