import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

/** The record area's pages; each one is lazily loaded through lazyPage (with the data grid they use). */
export const recordRoutes: RouteObject[] = [
  {
    path: 'passwordhistory',
    lazy: lazyPage(async () => (await import('../../features/records/PasswordHistoryPage')).PasswordHistoryPage),
  },
  {
    path: 'loginactivity',
    lazy: lazyPage(async () => (await import('../../features/records/LoginActivityPage')).LoginActivityPage),
  },
];
