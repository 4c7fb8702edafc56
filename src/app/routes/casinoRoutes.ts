import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

const lobby = lazyPage(async () => (await import('../../features/casino/lobby/CasinoLobbyPage')).CasinoLobbyPage);

/** The casino area's pages; each one is lazily loaded through lazyPage. */
export const casinoRoutes: RouteObject[] = [
  // SHELL-04 SHELL-07 OPEN-002: three paths, one lobby.
  { path: 'casino', lazy: lobby },
  { path: 'casino-new', lazy: lobby },
  { path: 'new-casino', lazy: lobby },
  {
    path: 'new-casino/:id1/:id2/:id3',
    lazy: lazyPage(async () => (await import('../../features/casino/pages/CasinoLauncherPage')).CasinoLauncherPage),
  },
  {
    path: 'play-casino-new/:eventId/:casinoType',
    lazy: lazyPage(async () => (await import('../../features/casino/pages/CasinoPlayPage')).CasinoPlayPage),
  },
  {
    path: 'casino/:id1/:id2/:id3',
    lazy: lazyPage(async () => (await import('../../features/casino/pages/CasinoEntryPage')).CasinoEntryPage),
  },
  {
    path: 'casino-video',
    handle: { frameOnly: true },
    lazy: lazyPage(async () => (await import('../../features/casino/pages/CasinoVideoPage')).CasinoVideoPage),
  },
  { path: 'play-video', lazy: lazyPage(async () => (await import('../../features/casino/pages/PlayVideoPage')).PlayVideoPage) },
];
