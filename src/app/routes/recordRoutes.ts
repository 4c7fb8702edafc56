import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyProtectedPage, pageModule } from './lazyPage';

/**
 * A record page: lazily loaded with the data grid it uses; anonymous visitors go to `/` (OPEN-006) and a
 * suspended domain sends it to /notfound (REC-12, OPEN-005).
 */
const recordPage = (load: () => Promise<ComponentType>) => lazyProtectedPage(load, { recordPage: true });

/** The record area's pages (SHELL-38's account menu entries, REC-03). */
export const recordRoutes: RouteObject[] = [
  {
    path: 'accountstatement',
    ...recordPage(async () => (await pageModule('accountStatementPage')).AccountStatementPage),
  },
  {
    path: 'betshistory',
    ...recordPage(async () => (await pageModule('betHistoryPage')).BetHistoryPage),
  },
  {
    path: 'profitloss/:eventId?/:matchId?/:markettype?',
    ...recordPage(async () => (await pageModule('profitLossPage')).ProfitLossPage),
  },
  {
    path: 'passwordhistory',
    ...recordPage(async () => (await pageModule('passwordHistoryPage')).PasswordHistoryPage),
  },
  {
    path: 'loginactivity',
    ...recordPage(async () => (await pageModule('loginActivityPage')).LoginActivityPage),
  },
];
