import { useEffect } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { QA_CONSOLE_ROUTE } from './replayMode';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { casinoRoutes } from './routes/casinoRoutes';
import { lazyPage, pageModule, type PageRoute } from './routes/lazyPage';
import { recordRoutes } from './routes/recordRoutes';
import { shellRoutes } from './routes/shellRoutes';
import { sportsRoutes } from './routes/sportsRoutes';

const notFound = lazyPage(async () => (await pageModule('notFoundPage')).NotFoundPage);

const pages: RouteObject[] = [
  { index: true, ...lazyPage(async () => (await import('../features/home/HomePage')).HomePage) },
  ...shellRoutes,
  ...recordRoutes,
  ...casinoRoutes,
  ...sportsRoutes,
  { path: 'notfound', ...notFound },
  { path: QA_CONSOLE_ROUTE, ...lazyPage(async () => (await pageModule('qaConsolePage')).QaConsolePage) },
  { path: '*', ...notFound },
];

const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    // The inner boundary keeps the shell (header, toasts) around a failing page.
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: pages,
      },
    ],
  },
];

/** Starts loading the modules of the pages at `location`; resolves once they are there. */
export const preloadPagesAt = (location: Partial<Location>) =>
  Promise.all((matchRoutes(appRoutes, location) ?? []).map(({ route }) => (route.handle as PageRoute['handle'] | undefined)?.preload()));

/**
 * Every route of the app; each page is a lazily loaded module. The shell renders the page only once the
 * domain config is known, so the page's module starts loading at once, beside that lookup.
 */
export function AppRoutes() {
  const location = useLocation();
  useEffect(() => void preloadPagesAt(location), [location]);
  return useRoutes(appRoutes);
}
