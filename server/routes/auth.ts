import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { publicEndpoint, userEndpoint } from '../http/endpoint';
import { signIn, updatePassword, userDetailsOf } from '../services/auth';

export function registerAuthRoutes(api: FastifyInstance, deps: Deps, signInRateLimit: RateLimitOptions): void {
  publicEndpoint(
    api,
    deps,
    'signIn',
    async ({ body, domain, request }) => signIn(deps, { domain: await domain(), body, requestIp: request.ip }),
    { rateLimit: signInRateLimit },
  );

  userEndpoint(api, deps, 'userDetails', async ({ user }) => ({ status: true, data: userDetailsOf(user) }));

  userEndpoint(api, deps, 'updatePassword', async ({ user, body }) => updatePassword(deps, user, body));
}
