import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_SLUGS } from '../../../contract/pageSlugs';
import { lazyPage, lazyProtectedPage, pageModule } from './lazyPage';

/** The footer's five pages (SHELL-45), one route each. */
const contentRoutes: RouteObject[] = PAGE_SLUGS.map((slug) => ({
  path: slug,
  ...lazyPage(async () => {
    const { ContentPage } = await pageModule('contentPage');
    return () => createElement(ContentPage, { slug });
  }),
}));

/** The shell area's pages; each one is lazily loaded, the account ones behind the login guard (OPEN-006). */
export const shellRoutes: RouteObject[] = [
  { path: 'account', ...lazyProtectedPage(async () => (await pageModule('accountPage')).AccountPage) },
  { path: 'profile', ...lazyProtectedPage(async () => (await pageModule('profilePage')).ProfilePage) },
  { path: 'settings', ...lazyProtectedPage(async () => (await pageModule('stakeSettingsPage')).StakeSettingsPage) },
  ...contentRoutes,
];
