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

/** SHELL-05 OPEN-003: the sidebar and /account list the same pages under the route table's labels ("Acccount Statement"). */
export const accountPageLinks = accountMenuItems.map((item) =>
  item.to === '/accountstatement' ? { ...item, label: strings.menuAccountStatement } : item,
);
