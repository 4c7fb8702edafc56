import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointName, Endpoints } from '../../contract/endpoints';
import { endpointWithAccess, parseRequest, routeOf } from './endpoint';

/** Distinct parameter sets remembered per route; more (someone walking through ids) start the memory afresh. */
const REMEMBERED_PARAMS = 1_024;

/** The route's raw parameters as one unambiguous key (each value prefixed by its length). */
const keyOf = (params: unknown): string =>
  Object.values(params as Record<string, string>)
    .map((value) => `${value.length}:${value}`)
    .join('');

/**
 * Registers a public endpoint answered from an in-memory snapshot: the params are validated by the contract
 * like every route, and the handler returns the answer already serialised (built once per tick, SRV-36).
 * These are the most polled routes, so a poll costs as little as the framework lets it: the handler is
 * synchronous (no promise per poll; a bad parameter still throws into the central error handler), and the
 * validated params of the sets pollers repeat are remembered (validating them again each second cost a tenth
 * of a poll); a request with a body is always validated in full.
 */
export function snapshotEndpoint<N extends EndpointName>(
  api: FastifyInstance,
  name: N,
  answer: (params: z.output<Endpoints[N]['params']>) => string,
): void {
  const endpoint = endpointWithAccess(name, false);
  const validated = new Map<string, z.output<Endpoints[N]['params']>>();
  const paramsOf = (request: FastifyRequest) => {
    const key = keyOf(request.params);
    const known = request.body === undefined ? validated.get(key) : undefined;
    if (known) return known;
    const { params } = parseRequest<N>(endpoint, request);
    if (validated.size >= REMEMBERED_PARAMS) validated.clear();
    validated.set(key, params);
    return params;
  };
  api.route({
    ...routeOf(endpoint, {}),
    handler: (request, reply) => {
      reply.type('application/json; charset=utf-8').send(answer(paramsOf(request)));
    },
  });
}
