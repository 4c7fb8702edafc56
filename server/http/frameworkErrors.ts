import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { messages } from '../messages';

/** Where a request the router refused is answered again; it has no meaning of its own. */
const REFUSED_URL = '/__refused-request';
const refusals = new WeakMap<IncomingMessage, Error>();

function refusalOf(error: FastifyError): Error {
  if (error.code === 'FST_ERR_BAD_URL') return new ApiError(400, messages.malformedPath);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new ApiError(414, messages.pathSegmentTooLong);
  return error;
}

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed %-encoding or an over-long path segment before
 * any hook runs, so a reply sent from here would lack the security headers. The request is routed again to
 * REFUSED_URL instead, which throws the refusal through the usual hooks and central error handler.
 */
export function rerouteFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  refusals.set(request.raw, refusalOf(error));
  request.raw.url = REFUSED_URL;
  request.server.routing(request.raw, reply.raw);
}

export function registerRefusedRequestRoute(app: FastifyInstance): void {
  app.all(REFUSED_URL, async (request) => {
    throw refusals.get(request.raw) ?? new ApiError(404, `${messages.routeNotFound}: ${request.method} ${request.url}`);
  });
}
