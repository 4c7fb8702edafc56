import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { userEndpoint } from '../http/endpoint';
import { betDetailOf, openBetsOfMatchOf } from '../services/bets/betLists';
import { cancelBet } from '../services/bets/cancelBet';
import { cashOut } from '../services/bets/cashOut';
import { exposureOf, tradeListOf } from '../services/bets/exposure';
import { placeBet } from '../services/bets/placeBet';
import { replaceBet } from '../services/bets/replaceBet';

export function registerBetRoutes(api: FastifyInstance, deps: Deps): void {
  userEndpoint(api, deps, 'exposure', async ({ user }) => ({ status: true, data: await exposureOf(deps.db, user.id) }));
  userEndpoint(api, deps, 'tradeList', async ({ user }) => ({ status: true, data: await tradeListOf(deps.db, user.id) }));
  userEndpoint(api, deps, 'betDetailsList', async ({ user, params }) => ({
    status: true,
    data: await openBetsOfMatchOf(deps.db, user.id, params.matchId),
  }));
  userEndpoint(api, deps, 'betDetail', async ({ user, params }) => ({
    status: true,
    data: await betDetailOf(deps.db, user.id, params.betId),
  }));
  userEndpoint(api, deps, 'placeBet', async ({ user, body }) => placeBet(deps, user, body));
  userEndpoint(api, deps, 'cancelBet', async ({ user, body }) => cancelBet(deps, user, body.betId));
  userEndpoint(api, deps, 'replaceBet', async ({ user, body }) => replaceBet(deps, user, body));
  userEndpoint(api, deps, 'cashOut', async ({ user, body }) => cashOut(deps, user, body));
}
