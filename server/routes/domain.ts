import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { publicEndpoint } from '../http/endpoint';
import { bannersOf, limitsOf, noticesOf } from '../services/domainContent';
import { domainConfigOfHost } from '../services/domains';

export function registerDomainRoutes(api: FastifyInstance, deps: Deps): void {
  publicEndpoint(api, deps, 'domainByHost', async ({ params }) => ({
    status: true,
    data: await domainConfigOfHost(deps.db, params.host),
  }));
  publicEndpoint(api, deps, 'banners', async ({ params }) => ({
    status: true,
    data: await bannersOf(deps.db, params.domainId),
  }));
  publicEndpoint(api, deps, 'notices', async ({ params }) => ({
    status: true,
    data: await noticesOf(deps.db, params.domainId),
  }));
  publicEndpoint(api, deps, 'minMax', async ({ params }) => ({
    status: true,
    data: await limitsOf(deps.db, params.domainId),
  }));
}
