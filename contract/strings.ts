/**
 * Every visible string of SPEC.md, verbatim (typos included, OPEN-003/004/015).
 * The server's messages and the app's labels both come from here.
 */
export const strings = {
  loading: 'Loading...',
  loggingIn: 'Logging in...',
  login: 'Login',
  logout: 'Logout',
  signUp: 'Sign Up',
  loginWithDemoId: 'Login With Demo Id',
  username: 'Username',
  password: 'Password',
  ageDialogTitle: 'Non-Gambling Territories',
  ageDialogBody: [
    'If you are accessing this site from a non-gambling country, it is your responsibility to ensure that your use of it is lawful where you are.',
    'Underage gambling is prohibited.',
    'Please confirm that you are 18 years of age or older.',
  ],
  confirm: 'Confirm',
  exit: 'Exit',
  ok: 'OK',
  goBack: 'Go Back',

  pleaseEnterUsername: 'Please enter username.',
  pleaseEnterPassword: 'Please enter password.',
  loginSuccessful: 'Login successful!',
  invalidIdOrPassword: 'Invalid Id or Password!',
  loginFailed: 'Login Failed',
  sessionExpired: 'Session expired!',
  minimumStakeExceeded: 'Minimum stake limit exceeded!',
  maximumStakeExceeded: 'Maximum stake limit exceeded!',
  betRateChanged: 'Bet rate changed!',
  passwordUpdated: 'Password Updated Successfully!',
  forcedPasswordChange: 'Please change your password for security!',
  noRealTimeRecords: 'No real time records found',
  noDataFound: 'No Data Found!',
  loginToViewLiveFeed: 'Please Login to view the live feed',
  casinoLaunchedSoon: 'This Casino Table will be launched soon.',
  lostPage: 'Looks Like you are lost!',
  unexpectedError: 'Unexpected Application Error!',
  unauthorized: 'Unauthorized',

  balance: 'Balance',
  exposure: 'Exposure',
  settings: 'Settings',
  bets: 'Bets',
  refresh: 'Refresh',
  news: 'News',
  searchEvents: 'Search Events',
  selectMarket: 'Select market',
  comingSoon: 'Coming Soon',
  suspended: 'SUSPENDED',
  gameStarted: 'Game Started',
  recentResult: 'Recent Result',
  roundId: 'Round Id',
  winner: 'Winner',
  casinoLimits: 'Min/Max:100-5000',
  dataSource: 'Data Source',
  liveData: 'LIVE DATA',
  backupData: 'BACKUP DATA',
  oldData: 'OLD DATA',
  settleTime: 'Settle Time',
  settledAs: 'Settled As',
  inPlay: 'In Play',
  today: 'Today',
  tomorrow: 'Tommorow',
  menuAccountStatement: 'Acccount Statement',
  accountMenuStatement: 'Accounts Statement',
  myProfile: 'My Profile',
  betsHistory: 'Bets History',
  profitAndLoss: 'Profit & Loss',
  passwordHistory: 'Password History',
  activityLog: 'Activity Log',
  exposureDetail: 'Exposure Detail',
  openBets: 'Open Bets',
  myAccount: 'My Account',

  // --- shell (navigation, profile, settings, footer) ---

  // --- records (statement, bet history, P&L, password history, activity log) ---

  // --- casino (lobby, launcher, tables) ---

  // --- sports (home lists, match page, slip, horse racing) ---

  // --- trust (sign-in limits, sessions) ---

  // --- money (bet placement, refusals) ---
  betPlaced: 'Bet placed successfully!',
  betMarketNotFound: 'This market is not available!',
  betSelectionNotFound: 'This selection is not available!',
  betDoesNotMatchMarket: 'Bet details do not match the market!',
  betMarketSuspended: 'Market suspended!',
  betMarketClosed: 'Betting is closed for this market!',
  betRoundChanged: 'This round is closed for betting!',
  betEventLocked: 'Betting is locked for this event!',
  betInsufficientBalance: 'Insufficient balance!',
  betExposureLimitExceeded: 'Exposure limit exceeded!',
  betNotFound: 'Bet not found',
} as const;

export type StringKey = keyof typeof strings;
