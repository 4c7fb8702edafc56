import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName, type Endpoints } from '../../contract/endpoints';
import type { Deps } from '../deps';
import { badRequest } from '../errors';
import type { DomainRow } from '../repositories/domains';
import type { UserRow } from '../repositories/users';
import { domainOfHeader } from '../services/domains';
import { authenticate } from './authenticate';
import { domainHeader } from './headers';

type Def<N extends EndpointName> = Endpoints[N];

interface BaseContext<N extends EndpointName> {
  params: z.output<Def<N>['params']>;
  body: z.output<Def<N>['body']>;
  request: FastifyRequest;
}

/** Context of `host` and `public` endpoints: the domain named by header `d` (or the host name). */
export interface PublicContext<N extends EndpointName> extends BaseContext<N> {
  domain: () => Promise<DomainRow | undefined>;
}

/** Context of `user` endpoints: the authenticated caller. */
export interface UserContext<N extends EndpointName> extends BaseContext<N> {
  user: UserRow;
  /** The caller's session token (authenticated). */
  token: string;
}

type Answer<N extends EndpointName> = Promise<z.input<Def<N>['response']>>;

export interface EndpointOptions {
  rateLimit?: RateLimitOptions;
}

const MAX_ISSUES_SHOWN = 3;

function parseInput(schema: z.ZodType, value: unknown, label: string): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const described = result.error.issues
    .slice(0, MAX_ISSUES_SHOWN)
    .map((issue) => `${[label, ...issue.path.map(String)].join('.')}: ${issue.message}`);
  throw badRequest(described.join('; '));
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** The contract's access is a plain union type, so the access class is checked once at start-up instead. */
export function endpointWithAccess(name: EndpointName, wantUser: boolean): Endpoint {
  const endpoint: Endpoint = endpoints[name];
  if ((endpoint.access === 'user') !== wantUser) {
    throw new Error(`endpoint ${name} has access '${endpoint.access}': register it with ${wantUser ? 'publicEndpoint' : 'userEndpoint'}`);
  }
  return endpoint;
}

export function routeOf(endpoint: Endpoint, options: EndpointOptions) {
  return {
    method: endpoint.method,
    url: `/${endpoint.path}`,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
  };
}

/** Validated with endpoint N's own schemas, hence typed as N's params and body. */
export function parseRequest<N extends EndpointName>(endpoint: Endpoint, request: FastifyRequest) {
  return {
    params: parseInput(endpoint.params, request.params, 'params') as z.output<Def<N>['params']>,
    body: parseInput(endpoint.body, request.body, 'body') as z.output<Def<N>['body']>,
  };
}

/** Registers a `host` or `public` endpoint of the contract; params and body are validated by its schemas. */
export function publicEndpoint<N extends EndpointName>(
  api: FastifyInstance,
  deps: Deps,
  name: N,
  handler: (context: PublicContext<N>) => Answer<N>,
  options: EndpointOptions = {},
): void {
  const endpoint = endpointWithAccess(name, false);
  api.route({
    ...routeOf(endpoint, options),
    handler: async (request) => {
      const domain = once(() => domainOfHeader(deps.db, domainHeader(request.headers) ?? request.hostname));
      return handler({ ...parseRequest<N>(endpoint, request), domain, request });
    },
  });
}

/** Registers a `user` endpoint: 401 unless the caller has a valid session, then params and body are validated. */
export function userEndpoint<N extends EndpointName>(
  api: FastifyInstance,
  deps: Deps,
  name: N,
  handler: (context: UserContext<N>) => Answer<N>,
): void {
  const endpoint = endpointWithAccess(name, true);
  api.route({
    ...routeOf(endpoint, {}),
    handler: async (request) => {
      const session = await authenticate(deps, request.headers);
      return handler({ ...parseRequest<N>(endpoint, request), ...session, request });
    },
  });
}
