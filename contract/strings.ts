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
  home: 'Home',
  inPlayNav: 'In-Play',
  sports: 'Sports',
  casino: 'Casino',
  account: 'Account',
  quickInPlay: 'In-play',
  multiMarkets: 'Multi Markets',
  cricket: 'Cricket',
  soccer: 'Soccer',
  tennis: 'Tennis',
  allSports: 'All Sports',
  search: 'Search',
  noSearchMatches: 'No events match your search.',
  accountDetails: 'Account Details',
  name: 'Name',
  exposureLimit: 'Exposure Limit',
  mobileNumber: 'Mobile Number',
  changePassword: 'Change Password',
  edit: 'Edit',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  update: 'Update',
  cancel: 'Cancel',
  stakeSettings: 'Stake Settings',
  stakeLabel: (position: number) => `Stake ${position}`,
  save: 'Save',
  stakesSaved: 'Stakes saved',
  stakeWholeNumber: 'Enter a whole number of 1 or more',
  rules: 'Rules',
  footerNote: (title: string) => `© ${title}. Play responsibly; gambling is for adults only (18+).`,
  pageTitles: {
    'privacy-policy': 'Privacy Policy',
    kyc: 'KYC',
    'terms-and-conditions': 'Terms and Conditions',
    'rules-and-regulations': 'Rules and Regulations',
    'responsible-gambling': 'Responsible Gambling',
  },
  /** The text of each footer page until the operator sets the domain's own ({title} is the domain title). */
  pageDefaults: {
    'privacy-policy':
      '{title} collects only what it needs to run your account: your user name, mobile number, the IP address and approximate location of each sign-in, and your bets and transactions.\n\nWe use this information to operate the exchange, keep your account secure, meet our legal duties and resolve disputes. We never sell it. It is kept for as long as the law requires and then deleted.\n\nYou may ask your operator for a copy of your data or for a correction at any time.',
    kyc: '{title} follows Know Your Customer rules to prevent fraud, money laundering and underage gambling.\n\nBefore a withdrawal, or when asked, you must provide a valid photo identity document and a proof of address not older than three months. The name on the documents must match the name on your account.\n\nAccounts that cannot be verified may be limited until verification is complete.',
    'terms-and-conditions':
      'By opening an account with {title} you confirm that you are 18 years of age or older and that betting is lawful where you are.\n\nOne account per person. Bets are accepted only when your balance covers the stake and your exposure stays within its limit. A bet is final once confirmed; markets are settled according to the Rules and Regulations.\n\n{title} may void bets placed on obviously wrong prices or after an event has started where the rules say so, and may close accounts that break these terms.',
    'rules-and-regulations':
      'All markets on {title} are settled according to the official result of the event. The full cricket settlement, bookmaker, fancy, session, Test and limited-over rules are in the Rules window of the footer.\n\nIf a market is suspended, no bets are accepted until it reopens. Queries about a settled bet must be raised within 7 days of settlement.',
    'responsible-gambling':
      'Betting should be fun. Set yourself a budget and a time limit before you play, and never chase your losses.\n\nIf gambling stops being enjoyable, take a break. Your operator can lower your exposure limit or close your account on request.\n\nGambling is for adults only: {title} does not accept players under 18.',
  },
  rulesGroups: [
    {
      title: 'Cricket settlement',
      items: [
        'Match odds are settled on the official result. If a limited-overs match is shortened, bets stand when at least 25 overs per side are bowled in a one-day (ODI) match, or 10 overs per side in a T20 match; otherwise they are void.',
        'Queries about a settled bet must be raised within 7 days of settlement.',
        'If a match moves to a reserve day with a new toss, bets placed after 30 minutes before the original start time are void.',
      ],
    },
    {
      title: 'Bookmaker',
      items: [
        'Bookmaker markets are settled on the official result, at the rate shown when the bet was accepted.',
        'A bookmaker market may be suspended at any time; no bets are accepted while it is suspended.',
      ],
    },
    {
      title: 'Fancy',
      items: [
        'Fancy lines are settled on the runs, wickets or other figure of the line as recorded in the official scorecard.',
        'Advance fancy lines are suspended 60 minutes before the scheduled start of the match.',
        'Lambi (total runs of an innings) lines require a minimum of 70 overs to be bowled, otherwise they are void.',
      ],
    },
    {
      title: 'Session',
      items: [
        'A session line is settled at the end of its over; if that over is not completed, the line is void unless its result is already decided.',
        'Session bets stand when the innings ends early only if the line has already been passed.',
      ],
    },
    {
      title: 'Test',
      items: [
        'On the first day of a Test match, session lines require a minimum of 25, 50 and 80 overs respectively to stand.',
        'Advance specials in Test matches are valid only if 300 overs are played.',
      ],
    },
    {
      title: 'Limited-over',
      items: [
        'In a one-day (ODI) match, bets on a shortened innings stand when 25 or more overs were bowled; in a T20 match, when 10 or more overs were bowled.',
        'If the result is decided by the Duckworth-Lewis-Stern method, match odds follow the official result and completed session lines stand.',
      ],
    },
  ],

  // --- records (statement, bet history, P&L, password history, activity log) ---

  // --- casino (lobby, launcher, tables) ---

  // --- sports (home lists, match page, slip, horse racing) ---

  // --- trust (sign-in limits, sessions) ---
} as const;

export type StringKey = keyof typeof strings;
