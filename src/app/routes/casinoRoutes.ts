import type { RouteObject } from 'react-router';

/** The casino area's pages; each one is lazily loaded through lazyPage. */
export const casinoRoutes: RouteObject[] = [];
