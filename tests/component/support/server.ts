import { setupServer } from 'msw/node';
import { bannersHandler, domainConfigHandler, noticesHandler } from './handlers/domain';
import { stakesHandler } from './handlers/shell';
import { eventLocksHandler, eventsHandler } from './handlers/sports';

/**
 * Every test starts with a known host, no banners or notices, an empty games list, no locks and no saved
 * stakes; each test adds the handlers of the resources it touches.
 */
export const server = setupServer(
  domainConfigHandler(),
  bannersHandler([]),
  noticesHandler([]),
  eventsHandler([]),
  eventLocksHandler(),
  stakesHandler(),
);
