import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

const sportPage = (pick: (module: typeof import('../../features/sports/SportPage')) => ComponentType) =>
  lazyPage(async () => pick(await import('../../features/sports/SportPage')));

/** The sports area's pages; each one is lazily loaded through lazyPage. */
export const sportsRoutes: RouteObject[] = [
  { path: 'cricket', lazy: sportPage((module) => module.CricketPage) },
  { path: 'soccer', lazy: sportPage((module) => module.SoccerPage) },
  { path: 'tennis', lazy: sportPage((module) => module.TennisPage) },
  // SHELL-08: /{sportname in lower case} for every other game; an unknown name shows the 404 text.
  { path: ':sportName', lazy: sportPage((module) => module.SportPage) },
  { path: 'inplay', lazy: lazyPage(async () => (await import('../../features/sports/InPlayPage')).InPlayPage) },
  { path: 'fullmarket/:id1/:id2/:id3', lazy: lazyPage(async () => (await import('../../features/sports/match/MatchPage')).MatchPage) },
  { path: 'multimarket', lazy: lazyPage(async () => (await import('../../features/sports/MultiMarketPage')).MultiMarketPage) },
  { path: 'HorseMarket', lazy: lazyPage(async () => (await import('../../features/horse/HorseMarketPage')).HorseMarketPage) },
  { path: 'tv', lazy: lazyPage(async () => (await import('../../features/sports/LiveFramePage')).TvPage) },
  { path: 'score', lazy: lazyPage(async () => (await import('../../features/sports/LiveFramePage')).ScorePage) },
  { path: 'sports', lazy: lazyPage(async () => (await import('../../features/sports/AllSportsPage')).AllSportsPage) },
];
