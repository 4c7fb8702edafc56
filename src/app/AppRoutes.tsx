import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { casinoRoutes } from './routes/casinoRoutes';
import { lazyPage } from './routes/lazyPage';
import { recordRoutes } from './routes/recordRoutes';
import { shellRoutes } from './routes/shellRoutes';
import { sportsRoutes } from './routes/sportsRoutes';

const notFound = lazyPage(async () => (await import('../features/errors/NotFoundPage')).NotFoundPage);

const pages: RouteObject[] = [
  { index: true, element: lazyPage(async () => (await import('../features/home/HomePage')).HomePage) },
  ...shellRoutes,
  ...recordRoutes,
  ...casinoRoutes,
  ...sportsRoutes,
  { path: 'notfound', element: notFound },
  { path: 'test', element: lazyPage(async () => (await import('../features/qa/QaConsolePage')).QaConsolePage) },
  { path: '*', element: notFound },
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

/** Every route of the app; each page is a lazily loaded module. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
