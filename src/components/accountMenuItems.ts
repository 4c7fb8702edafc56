import { strings } from '../../contract/strings';

/** SHELL-38: the account menu entries in order; Logout follows them. */
export const accountMenuItems = [
  { label: strings.myProfile, to: '/profile' },
  { label: strings.accountMenuStatement, to: '/accountstatement' },
  { label: strings.betsHistory, to: '/betshistory' },
  { label: strings.profitAndLoss, to: '/profitloss' },
  { label: strings.passwordHistory, to: '/passwordhistory' },
  { label: strings.activityLog, to: '/loginactivity' },
] as const;
