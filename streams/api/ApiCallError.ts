import type { z } from 'zod';

/** A failed call: `status` is the HTTP status (0 = no response or refused before sending). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `message`, when it sent one. */
    readonly serverMessage?: string,
    /** The whole answer of a refusal (some carry data to decide again with, e.g. a cash out's value now). */
    readonly serverBody?: unknown,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** "Invalid response from userDetails: data.openingBalance: expected number, received string" */
export function invalidPayload(what: string, error: z.ZodError, status = 0): ApiCallError {
  const issues = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
  return new ApiCallError(status, `${what}: ${issues}`);
}
