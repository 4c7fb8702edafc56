import type { RouteObject } from 'react-router';
import { lazyPage, pageModule } from './lazyPage';

const lobby = lazyPage(async () => (await pageModule('casinoLobbyPage')).CasinoLobbyPage);

/** The casino area's pages; each one is lazily loaded through lazyPage. */
export const casinoRoutes: RouteObject[] = [
  // SHELL-04 SHELL-07 OPEN-002: three paths, one lobby.
  { path: 'casino', ...lobby },
  { path: 'casino-new', ...lobby },
  { path: 'new-casino', ...lobby },
  {
    path: 'new-casino/:id1/:id2/:id3',
    ...lazyPage(async () => (await pageModule('casinoLauncherPage')).CasinoLauncherPage),
  },
  {
    path: 'play-casino-new/:eventId/:casinoType',
    ...lazyPage(async () => (await pageModule('casinoPlayPage')).CasinoPlayPage),
  },
  {
    path: 'casino/:id1/:id2/:id3',
    ...lazyPage(async () => (await pageModule('casinoEntryPage')).CasinoEntryPage),
  },
  {
    path: 'casino-video',
    ...lazyPage(async () => (await pageModule('casinoVideoPage')).CasinoVideoPage),
  },
  { path: 'play-video', ...lazyPage(async () => (await pageModule('playVideoPage')).PlayVideoPage) },
];
