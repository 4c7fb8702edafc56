import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { publicEndpoint } from '../http/endpoint';
import { sportsList } from '../services/sports';

export function registerSportRoutes(api: FastifyInstance, deps: Deps): void {
  publicEndpoint(api, deps, 'events', async () => ({ status: true, data: await sportsList(deps.db) }));
}
