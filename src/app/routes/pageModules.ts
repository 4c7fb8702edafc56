/**
 * The modules of every page but home, imported from this lazily loaded chunk: their imports and Vite's lists of
 * the chunks to preload with each (~1 KiB gzip) stay out of the first load. It loads as soon as the first page
 * needs it or the shell is on screen (BrandedShell), so a click on a link still loads its page at once.
 */
export const pageModules = {
  sportPage: () => import('../../features/sports/SportPage'),
  inPlayPage: () => import('../../features/sports/InPlayPage'),
  matchPage: () => import('../../features/sports/match/MatchPage'),
  multiMarketPage: () => import('../../features/sports/MultiMarketPage'),
  horseMarketPage: () => import('../../features/horse/HorseMarketPage'),
  liveFramePage: () => import('../../features/sports/LiveFramePage'),
  sportsHubPage: () => import('../pages/SportsHubPage'),
  casinoLobbyPage: () => import('../../features/casino/lobby/CasinoLobbyPage'),
  casinoLauncherPage: () => import('../../features/casino/pages/CasinoLauncherPage'),
  casinoPlayPage: () => import('../../features/casino/pages/CasinoPlayPage'),
  casinoEntryPage: () => import('../../features/casino/pages/CasinoEntryPage'),
  casinoVideoPage: () => import('../../features/casino/pages/CasinoVideoPage'),
  playVideoPage: () => import('../../features/casino/pages/PlayVideoPage'),
  accountPage: () => import('../pages/AccountPage'),
  profilePage: () => import('../../features/profile/ProfilePage'),
  stakeSettingsPage: () => import('../../features/settings/StakeSettingsPage'),
  contentPage: () => import('../../features/content/ContentPage'),
  accountStatementPage: () => import('../../features/records/AccountStatementPage'),
  betHistoryPage: () => import('../../features/records/BetHistoryPage'),
  profitLossPage: () => import('../../features/records/ProfitLossPage'),
  passwordHistoryPage: () => import('../../features/records/PasswordHistoryPage'),
  loginActivityPage: () => import('../../features/records/LoginActivityPage'),
  notFoundPage: () => import('../../features/errors/NotFoundPage'),
  qaConsolePage: () => import('../../features/qa/QaConsolePage'),
};
