import type { RouteObject } from 'react-router';

/** The record area's pages; each one is lazily loaded through lazyPage. */
export const recordRoutes: RouteObject[] = [];
