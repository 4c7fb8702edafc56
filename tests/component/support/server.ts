import { setupServer } from 'msw/node';
import { bannersHandler, domainConfigHandler, noticesHandler } from './handlers/domain';
import { eventLocksHandler, eventsHandler } from './handlers/sports';

/** Every test starts with a known host, no banners or notices and an empty games list (and no locks); each test adds the handlers of the resources it touches. */
export const server = setupServer(domainConfigHandler(), bannersHandler([]), noticesHandler([]), eventsHandler([]), eventLocksHandler());
