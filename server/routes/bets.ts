import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { userEndpoint } from '../http/endpoint';
import { exposureOf, tradeListOf } from '../services/bets';

export function registerBetRoutes(api: FastifyInstance, deps: Deps): void {
  userEndpoint(api, deps, 'exposure', async ({ user }) => ({ status: true, data: await exposureOf(deps.db, user.id) }));
  userEndpoint(api, deps, 'tradeList', async ({ user }) => ({ status: true, data: await tradeListOf(deps.db, user.id) }));
}
