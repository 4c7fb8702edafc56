import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signInRequest } from '../../contract/auth';
import type { Deps } from '../deps';
import { publicEndpoint, userEndpoint } from '../http/endpoint';
import { clientIp } from '../http/trustProxy';
import { messages } from '../messages';
import { signIn, updatePassword, userDetailsOf } from '../services/auth';
import type { FloodGuard } from '../services/floodGuard';
import { closeSession } from '../services/sessions';
import type { CapPolicy } from '../services/throttle';

/** Per process, per IP and user name: a flood guard in front of the scrypt check (the real limits are in the database). */
export interface SignInRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface SignInLimits {
  perIpAndName: SignInRateLimit;
  /** Per process, per IP whatever the user name: every call that costs a password hash counts here. */
  perIp: FloodGuard;
  /** Failed sign-ins per IP an hour across user names, counted in the database (every process sees them). */
  ipFailuresPerHour: number;
}

/**
 * The user name as the sign-in schema normalises it (trimmed, any case), so padding or re-casing the name never
 * gets a fresh bucket. The body is not validated yet: anything that is not a valid name (even a nesting too deep
 * to stringify) shares one bucket and is refused by validation after.
 */
function userNameOf(body: unknown): string {
  const userName = typeof body === 'object' && body !== null && 'userName' in body ? body.userName : undefined;
  const parsed = signInRequest.shape.userName.safeParse(userName);
  return parsed.success ? parsed.data.toLowerCase() : '';
}

/** Counted per IP and user name, after the body is parsed; over the limit → 429 JSON. */
export const signInRateLimitOptions = (limit: SignInRateLimit): RateLimitOptions => ({
  max: limit.max,
  timeWindow: limit.timeWindowMs,
  hook: 'preHandler',
  keyGenerator: (request) => `${clientIp(request)}|${userNameOf(request.body)}`,
  errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: messages.tooManyAttempts }),
});

export function registerAuthRoutes(api: FastifyInstance, deps: Deps, limits: SignInLimits): void {
  const ipCap: CapPolicy = { kind: 'cap', maxFailures: limits.ipFailuresPerHour };
  const admitIp = (request: FastifyRequest) => limits.perIp.admit(clientIp(request));
  publicEndpoint(
    api,
    deps,
    'signIn',
    async ({ body, domain, request }) => {
      admitIp(request);
      return signIn(deps, { domain: await domain(), body, requestIp: clientIp(request), ipCap });
    },
    { rateLimit: signInRateLimitOptions(limits.perIpAndName) },
  );

  userEndpoint(api, deps, 'userDetails', async ({ user }) => ({ status: true, data: userDetailsOf(user) }));

  userEndpoint(api, deps, 'updatePassword', async ({ user, body, token, request }) => {
    admitIp(request);
    return updatePassword(deps, user, body, token);
  });

  userEndpoint(api, deps, 'logout', async ({ token }) => {
    await closeSession(deps, token);
    return { status: true, message: messages.loggedOut };
  });
}
