import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

const sportPage = (pick: (module: typeof import('../../features/sports/SportPage')) => ComponentType) =>
  lazyPage(async () => pick(await import('../../features/sports/SportPage')));

/** The sports area's pages; each one is lazily loaded through lazyPage. */
export const sportsRoutes: RouteObject[] = [
  { path: 'cricket', ...sportPage((module) => module.CricketPage) },
  { path: 'soccer', ...sportPage((module) => module.SoccerPage) },
  { path: 'tennis', ...sportPage((module) => module.TennisPage) },
  // SHELL-08: /{sportname in lower case} for every other game; an unknown name shows the 404 text.
  { path: ':sportName', ...sportPage((module) => module.SportPage) },
  { path: 'inplay', ...lazyPage(async () => (await import('../../features/sports/InPlayPage')).InPlayPage) },
  { path: 'fullmarket/:id1/:id2/:id3', ...lazyPage(async () => (await import('../../features/sports/match/MatchPage')).MatchPage) },
  { path: 'multimarket', ...lazyPage(async () => (await import('../../features/sports/MultiMarketPage')).MultiMarketPage) },
  { path: 'HorseMarket', ...lazyPage(async () => (await import('../../features/horse/HorseMarketPage')).HorseMarketPage) },
  { path: 'tv', ...lazyPage(async () => (await import('../../features/sports/LiveFramePage')).TvPage) },
  { path: 'score', ...lazyPage(async () => (await import('../../features/sports/LiveFramePage')).ScorePage) },
  { path: 'sports', ...lazyPage(async () => (await import('../pages/SportsHubPage')).SportsHubPage) },
];
