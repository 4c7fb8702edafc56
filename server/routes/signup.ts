import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { publicEndpoint } from '../http/endpoint';
import { clientIp } from '../http/trustProxy';
import { signUp } from '../services/signup';
import { signInRateLimitOptions, type SignInLimits } from './auth';

/** Our addition to the spec's API: POST auth/signup, limited like sign-in (per IP, and per IP and name, per process; per IP in the database). */
export function registerSignUpRoute(api: FastifyInstance, deps: Deps, limits: SignInLimits): void {
  publicEndpoint(
    api,
    deps,
    'signUp',
    async ({ body, domain, request }) => {
      limits.perIp.admit(clientIp(request));
      return signUp(deps, {
        domain: await domain(),
        body,
        requestIp: clientIp(request),
        ipCap: { kind: 'cap', maxFailures: limits.ipFailuresPerHour },
      });
    },
    { rateLimit: signInRateLimitOptions(limits.perIpAndName) },
  );
}
