import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { PlayPageBackdrop } from '../../features/casino/pages/PlayPageBackdrop';
import { lazyPage, pageModule } from './lazyPage';

const lobby = lazyPage(async () => (await pageModule('casinoLobbyPage')).CasinoLobbyPage);
const play = lazyPage(async () => (await pageModule('casinoPlayPage')).CasinoPlayPage);

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
  // CAS-LNCH-06: its background shows from the start, while the table's code loads.
  { path: 'play-casino-new/:eventId/:casinoType', element: createElement(PlayPageBackdrop, null, play.element), handle: play.handle },
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
