import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError as ApiErrorBody } from '../../contract/http';
import { strings } from '../../contract/strings';
import { isBusyRefusal } from '../db/busy';
import { ApiError } from '../errors';
import { messages } from '../messages';

const statusOf = (error: Partial<FastifyError>): number =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;

/** Seconds a caller refused during a database stall waits before trying again. */
const BUSY_RETRY_AFTER_S = 1;

/** Every failure answers JSON {status:false, message}; bad input is a 4xx saying what is wrong, never a 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (isBusyRefusal(error)) {
      // Nothing was written (a queue was full, the transaction never began, or rolled back whole): the caller may simply retry.
      request.log.warn({ err: error }, 'busy');
      const body: ApiErrorBody = { status: false, message: strings.exchangeBusy };
      return reply.status(503).header('retry-after', BUSY_RETRY_AFTER_S).send(body);
    }
    const statusCode = statusOf(error);
    if (statusCode >= 500) request.log.error(error);
    const body: ApiErrorBody = { status: false, message: statusCode >= 500 ? messages.internalError : error.message };
    const data = statusCode < 500 && error instanceof ApiError ? error.data : undefined;
    return reply.status(statusCode).send(data === undefined ? body : { ...body, data });
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { status: false, message: `${messages.routeNotFound}: ${request.method} ${request.url}` };
    return reply.status(404).send(body);
  });
}
