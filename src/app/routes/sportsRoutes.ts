import type { RouteObject } from 'react-router';

/** The sports area's pages; each one is lazily loaded through lazyPage. */
export const sportsRoutes: RouteObject[] = [];
