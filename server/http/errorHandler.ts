import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError as ApiErrorBody } from '../../contract/http';
import { messages } from '../messages';

const statusOf = (error: Partial<FastifyError>): number =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;

/** Every failure answers JSON {status:false, message}; bad input is a 4xx saying what is wrong, never a 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = statusOf(error);
    if (statusCode >= 500) request.log.error(error);
    const body: ApiErrorBody = { status: false, message: statusCode >= 500 ? messages.internalError : error.message };
    return reply.status(statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { status: false, message: `${messages.routeNotFound}: ${request.method} ${request.url}` };
    return reply.status(404).send(body);
  });
}
