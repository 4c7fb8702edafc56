import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyProtectedPage } from './lazyPage';

/**
 * A record page: lazily loaded with the data grid it uses; anonymous visitors go to `/` (OPEN-006) and a
 * suspended domain sends it to /notfound (REC-12, OPEN-005).
 */
const recordPage = (load: () => Promise<ComponentType>) => lazyProtectedPage(load, { recordPage: true });

/** The record area's pages (SHELL-38's account menu entries, REC-03). */
export const recordRoutes: RouteObject[] = [
  {
    path: 'accountstatement',
    ...recordPage(async () => (await import('../../features/records/AccountStatementPage')).AccountStatementPage),
  },
  {
    path: 'betshistory',
    ...recordPage(async () => (await import('../../features/records/BetHistoryPage')).BetHistoryPage),
  },
  {
    path: 'profitloss/:eventId?/:matchId?/:markettype?',
    ...recordPage(async () => (await import('../../features/records/ProfitLossPage')).ProfitLossPage),
  },
  {
    path: 'passwordhistory',
    ...recordPage(async () => (await import('../../features/records/PasswordHistoryPage')).PasswordHistoryPage),
  },
  {
    path: 'loginactivity',
    ...recordPage(async () => (await import('../../features/records/LoginActivityPage')).LoginActivityPage),
  },
];
