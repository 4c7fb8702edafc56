import type { RouteObject } from 'react-router';

/** The shell area's pages; each one is lazily loaded through lazyPage. */
export const shellRoutes: RouteObject[] = [];
