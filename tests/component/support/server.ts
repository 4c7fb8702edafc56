import { setupServer } from 'msw/node';
import { bannersHandler, domainConfigHandler, noticesHandler } from './handlers/domain';

/** Every test starts with a known host and no banners or notices; each test adds the handlers of the resources it touches. */
export const server = setupServer(domainConfigHandler(), bannersHandler([]), noticesHandler([]));
