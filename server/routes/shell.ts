import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { publicEndpoint, userEndpoint } from '../http/endpoint';
import { strings } from '../../contract/strings';
import { ApiError } from '../errors';
import { messages } from '../messages';
import { locksOf } from '../repositories/eventLocks';
import { contentPageOf, saveStakes, stakesOf } from '../services/shell';
import { requireNamedDomain } from './domain';

/** The footer's pages per domain, the bettor's stake presets (PROF-10, OPEN-111) and the locks that hide sports from the menu (SRV-29). */
export function registerShellRoutes(api: FastifyInstance, deps: Deps): void {
  publicEndpoint(api, deps, 'contentPage', async ({ params, domain }) => ({
    status: true,
    data: await contentPageOf(deps.db, requireNamedDomain(await domain(), params.domainId), params.slug),
  }));
  userEndpoint(api, deps, 'stakes', async ({ user }) => ({ status: true, data: await stakesOf(deps.db, user.id) }));
  userEndpoint(api, deps, 'saveStakes', async ({ user, body }) => ({
    status: true,
    message: strings.stakesSaved,
    data: await saveStakes(deps, user.id, body.stakes),
  }));
  userEndpoint(api, deps, 'eventLocks', async ({ user, body }) => {
    if (body.setFor !== user.id) throw new ApiError(403, messages.locksOfOthers);
    return { status: true, data: await locksOf(deps.db, user.id) };
  });
}
