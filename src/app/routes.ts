import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { ShellFallback } from './ShellFallback';

/** Every page is its own lazily loaded module (SHELL-01). */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const pages: RouteObject[] = [
  { index: true, lazy: page(async () => (await import('../features/home/HomePage')).HomePage) },
  { path: 'notfound', lazy: page(async () => (await import('../features/errors/NotFoundPage')).NotFoundPage) },
  { path: 'test', lazy: page(async () => (await import('../features/qa/QaConsolePage')).QaConsolePage) },
  { path: '*', lazy: page(async () => (await import('../features/errors/NotFoundPage')).NotFoundPage) },
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
