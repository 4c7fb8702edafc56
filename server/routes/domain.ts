import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { notFound } from '../errors';
import { publicEndpoint, userEndpoint } from '../http/endpoint';
import type { DomainRow } from '../repositories/domains';
import { bannersOf, limitsOf, noticesOf } from '../services/domainContent';
import { DOMAIN_NOT_FOUND, domainConfigOfHost } from '../services/domains';

/** SRV-01: domain data answers only for the domain header `d` names; another domain's id is unknown here. */
export function requireNamedDomain(named: DomainRow | undefined, domainId: string): string {
  if (named?.id !== domainId) throw notFound(DOMAIN_NOT_FOUND);
  return domainId;
}

export function registerDomainRoutes(api: FastifyInstance, deps: Deps): void {
  publicEndpoint(api, deps, 'domainByHost', async ({ params }) => ({
    status: true,
    data: await domainConfigOfHost(deps.db, params.host),
  }));
  publicEndpoint(api, deps, 'banners', async ({ params, domain }) => ({
    status: true,
    data: await bannersOf(deps.db, requireNamedDomain(await domain(), params.domainId)),
  }));
  // SHELL-37: the ticker is for logged-in bettors, so only a session of that domain reads its notices.
  userEndpoint(api, deps, 'notices', async ({ params, user }) => {
    if (params.domainId !== user.domain_id) throw notFound(DOMAIN_NOT_FOUND);
    return { status: true, data: await noticesOf(deps.db, params.domainId) };
  });
  publicEndpoint(api, deps, 'minMax', async ({ params, domain }) => ({
    status: true,
    data: await limitsOf(deps.db, requireNamedDomain(await domain(), params.domainId), deps.sportsSpeed),
  }));
}
