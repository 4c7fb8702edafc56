import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, pageModule } from './lazyPage';

const sportPage = (pick: (module: typeof import('../../features/sports/SportPage')) => ComponentType) =>
  lazyPage(async () => pick(await pageModule('sportPage')));

/** The sports area's pages; each one is lazily loaded through lazyPage. */
export const sportsRoutes: RouteObject[] = [
  { path: 'cricket', ...sportPage((module) => module.CricketPage) },
  { path: 'soccer', ...sportPage((module) => module.SoccerPage) },
  { path: 'tennis', ...sportPage((module) => module.TennisPage) },
  // SHELL-08: /{sportname in lower case} for every other game; an unknown name shows the 404 text.
  { path: ':sportName', ...sportPage((module) => module.SportPage) },
  { path: 'inplay', ...lazyPage(async () => (await pageModule('inPlayPage')).InPlayPage) },
  { path: 'fullmarket/:id1/:id2/:id3', ...lazyPage(async () => (await pageModule('matchPage')).MatchPage) },
  { path: 'multimarket', ...lazyPage(async () => (await pageModule('multiMarketPage')).MultiMarketPage) },
  { path: 'HorseMarket', ...lazyPage(async () => (await pageModule('horseMarketPage')).HorseMarketPage) },
  { path: 'tv', ...lazyPage(async () => (await pageModule('liveFramePage')).TvPage) },
  { path: 'score', ...lazyPage(async () => (await pageModule('liveFramePage')).ScorePage) },
  { path: 'sports', ...lazyPage(async () => (await pageModule('sportsHubPage')).SportsHubPage) },
];
