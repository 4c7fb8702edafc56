import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EndpointName, Endpoints } from '../../contract/endpoints';
import { endpointWithAccess, parseRequest, routeOf } from './endpoint';

/**
 * Registers a public endpoint answered from an in-memory snapshot: the params are validated by the contract
 * like every route, and the handler returns the answer already serialised (built once per tick, SRV-36). The
 * route handler is synchronous: these are the most polled routes, and a promise per poll is measurable there
 * (a bad parameter still throws into the central error handler).
 */
export function snapshotEndpoint<N extends EndpointName>(
  api: FastifyInstance,
  name: N,
  answer: (params: z.output<Endpoints[N]['params']>) => string,
): void {
  const endpoint = endpointWithAccess(name, false);
  api.route({
    ...routeOf(endpoint, {}),
    handler: (request, reply) => {
      const { params } = parseRequest<N>(endpoint, request);
      reply.type('application/json; charset=utf-8').send(answer(params));
    },
  });
}
