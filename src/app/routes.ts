import type { RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { ShellFallback } from './ShellFallback';
import { casinoRoutes } from './routes/casinoRoutes';
import { lazyPage } from './routes/lazyPage';
import { recordRoutes } from './routes/recordRoutes';
import { shellRoutes } from './routes/shellRoutes';
import { sportsRoutes } from './routes/sportsRoutes';

const pages: RouteObject[] = [
  { index: true, lazy: lazyPage(async () => (await import('../features/home/HomePage')).HomePage) },
  ...shellRoutes,
  ...recordRoutes,
  ...casinoRoutes,
  ...sportsRoutes,
  { path: 'notfound', lazy: lazyPage(async () => (await import('../features/errors/NotFoundPage')).NotFoundPage) },
  { path: 'test', lazy: lazyPage(async () => (await import('../features/qa/QaConsolePage')).QaConsolePage) },
  { path: '*', lazy: lazyPage(async () => (await import('../features/errors/NotFoundPage')).NotFoundPage) },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: ShellFallback,
    // The inner boundary keeps the shell (header, toasts) around a failing page.
    children: [{ ErrorBoundary: RouteErrorPage, children: pages }],
  },
];
