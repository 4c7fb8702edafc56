import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { userEndpoint } from '../http/endpoint';
import { messages } from '../messages';
import { betHistoryOf } from '../services/accountRecords/betHistory';
import { profitLossOf } from '../services/accountRecords/profitLoss';
import { statementOf } from '../services/accountRecords/statement';
import { loginActivityOf, passwordHistoryOf } from '../services/records';

export function registerRecordRoutes(api: FastifyInstance, deps: Deps): void {
  userEndpoint(api, deps, 'passwordHistory', async ({ user, params }) => passwordHistoryOf(deps.db, user.id, params));

  userEndpoint(api, deps, 'loginActivity', async ({ user, params }) => {
    // SRV-08: a user sees only their own activity.
    if (params.userId !== user.id) throw new ApiError(403, messages.forbidden);
    return loginActivityOf(deps.db, user.id, params);
  });

  userEndpoint(api, deps, 'statement', async ({ user, params, body }) => {
    // SRV-07: a user sees only their own statement.
    if (body.userId !== user.id) throw new ApiError(403, messages.forbidden);
    return statementOf(deps.db, user.id, body, params);
  });
  userEndpoint(api, deps, 'betHistory', async ({ user, params, body }) => betHistoryOf(deps.db, user.id, body, params));
  userEndpoint(api, deps, 'profitLoss', async ({ user, params, body }) => profitLossOf(deps.db, user.id, body, params));
}
