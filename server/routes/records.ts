import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { userEndpoint } from '../http/endpoint';
import { messages } from '../messages';
import { loginActivityOf, passwordHistoryOf } from '../services/records';

export function registerRecordRoutes(api: FastifyInstance, deps: Deps): void {
  userEndpoint(api, deps, 'passwordHistory', async ({ user, params }) => passwordHistoryOf(deps.db, user.id, params));

  userEndpoint(api, deps, 'loginActivity', async ({ user, params }) => {
    // SRV-08: a user sees only their own activity.
    if (params.userId !== user.id) throw new ApiError(403, messages.forbidden);
    return loginActivityOf(deps.db, user.id, params);
  });
}
