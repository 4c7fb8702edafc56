import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

const lobby = lazyPage(async () => (await import('../../features/casino/lobby/CasinoLobbyPage')).CasinoLobbyPage);

/** The casino area's pages; each one is lazily loaded through lazyPage. */
export const casinoRoutes: RouteObject[] = [
  // SHELL-04 SHELL-07 OPEN-002: three paths, one lobby.
  { path: 'casino', ...lobby },
  { path: 'casino-new', ...lobby },
  { path: 'new-casino', ...lobby },
  {
    path: 'new-casino/:id1/:id2/:id3',
    ...lazyPage(async () => (await import('../../features/casino/pages/CasinoLauncherPage')).CasinoLauncherPage),
  },
  {
    path: 'play-casino-new/:eventId/:casinoType',
    ...lazyPage(async () => (await import('../../features/casino/pages/CasinoPlayPage')).CasinoPlayPage),
  },
  {
    path: 'casino/:id1/:id2/:id3',
    ...lazyPage(async () => (await import('../../features/casino/pages/CasinoEntryPage')).CasinoEntryPage),
  },
  {
    path: 'casino-video',
    ...lazyPage(async () => (await import('../../features/casino/pages/CasinoVideoPage')).CasinoVideoPage),
  },
  { path: 'play-video', ...lazyPage(async () => (await import('../../features/casino/pages/PlayVideoPage')).PlayVideoPage) },
];
