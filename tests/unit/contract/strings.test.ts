import { describe, expect, it } from 'vitest';
import { strings } from '../../../contract/strings';

/**
 * The fixed UI strings of the specification, each under the key the app shows it by (the component tests find the
 * screens by these keys, so a "correction" of the spec's spelling here would pass them all unnoticed).
 */
const VERBATIM: Partial<Record<keyof typeof strings, string>> = {
  loading: 'Loading...',
  loggingIn: 'Logging in...',
  loginWithDemoId: 'Login With Demo Id',
  ageDialogTitle: 'Non-Gambling Territories',
  confirm: 'Confirm',
  exit: 'Exit',
  searchEvents: 'Search Events',
  selectMarket: 'Select market',
  news: 'News',
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
  tomorrow: 'Tommorow',
  menuAccountStatement: 'Acccount Statement',
  accountMenuStatement: 'Accounts Statement',
  activityLog: 'Activity Log',
  goBack: 'Go Back',
  ok: 'OK',
};

describe('strings', () => {
  it('MSG-24 OPEN-003 OPEN-004 the fixed UI strings are the spec’s, typos included', () => {
    const shown = Object.fromEntries(Object.keys(VERBATIM).map((key) => [key, strings[key as keyof typeof strings]]));
    expect(shown).toEqual(VERBATIM);
  });
});
