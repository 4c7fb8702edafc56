import type { SignedInUser, UserDetails } from '../../../contract/auth';
import type { LiveBet } from '../../../contract/bets';
import type { DomainConfig } from '../../../contract/domain';

export const domainConfigFixture: DomainConfig = {
  _id: 'domain-1',
  title: 'Royal Exchange',
  favIconUrl: '/brand/favicon.svg',
  logoUrl: '/brand/logo.svg',
  primaryColor: '#0b3d2e',
  secondaryColor: '#c9a227',
  backgroundColor: '#f4f6f5',
  layout: 'tamannah',
  signup: false,
  status: 'active',
  casinoImageKey: 'thumbUrl',
  defaultDarkMode: false,
};

export const signedInUserFixture: SignedInUser = {
  _id: 'user-1',
  userName: 'alice',
  role: { name: 'User', rolePermissions: [] },
  currency: 'INR',
  openingBalance: 10000,
};

export const userDetailsFixture: UserDetails = {
  ...signedInUserFixture,
  name: 'Alice Example',
  mobile: '9000000000',
  exposureLimit: 50000,
};

export const liveBetFixture: LiveBet = {
  _id: 'trade-1',
  matchId: 'match-1',
  eventId: 4,
  legueId: 'league-1',
  sportsName: 'Cricket',
  event: 'India v Australia',
  markettype: 'Match Odds',
  count: 2,
};
