import { createHashRouter } from 'react-router';
import { appRoutes } from './routes';

/** SHELL-01: hash-based history, so every route is addressed as /#<path>. */
export function createAppRouter() {
  return createHashRouter(appRoutes);
}
