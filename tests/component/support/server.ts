import { setupServer } from 'msw/node';
import { domainConfigHandler } from './handlers/domain';

/** Every test starts with a known host; each test adds the handlers of the resources it touches. */
export const server = setupServer(domainConfigHandler());
