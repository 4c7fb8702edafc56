import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { publicEndpoint, userEndpoint } from '../http/endpoint';
import { messages } from '../messages';
import { signIn, updatePassword, userDetailsOf } from '../services/auth';

export interface SignInRateLimit {
  max: number;
  timeWindowMs: number;
}

const userNameOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'userName' in body ? String(body.userName).slice(0, 100) : '';

/** Counted per IP and user name, after the body is parsed; over the limit → 429 JSON. */
const signInRateLimitOptions = (limit: SignInRateLimit): RateLimitOptions => ({
  max: limit.max,
  timeWindow: limit.timeWindowMs,
  hook: 'preHandler',
  keyGenerator: (request) => `${request.ip}|${userNameOf(request.body)}`,
  errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: messages.tooManyAttempts }),
});

export function registerAuthRoutes(api: FastifyInstance, deps: Deps, signInLimit: SignInRateLimit): void {
  publicEndpoint(
    api,
    deps,
    'signIn',
    async ({ body, domain, request }) => signIn(deps, { domain: await domain(), body, requestIp: request.ip }),
    { rateLimit: signInRateLimitOptions(signInLimit) },
  );

  userEndpoint(api, deps, 'userDetails', async ({ user }) => ({ status: true, data: userDetailsOf(user) }));

  userEndpoint(api, deps, 'updatePassword', async ({ user, body }) => updatePassword(deps, user, body));
}
