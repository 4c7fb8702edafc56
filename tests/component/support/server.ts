import { setupServer } from 'msw/node';
import { bannersHandler, domainConfigHandler, noticesHandler } from './handlers/domain';
import { eventLocksHandler, eventsHandler, stakesHandler } from './handlers/shell';

/**
 * Every test starts with a known host, the games list the menus show, no banners, notices, locks or saved
 * stakes; each test adds the handlers of the resources it touches.
 */
export const server = setupServer(
  domainConfigHandler(),
  bannersHandler([]),
  noticesHandler([]),
  eventsHandler(),
  eventLocksHandler(),
  stakesHandler(),
);
