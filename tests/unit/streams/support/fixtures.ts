import type { SignedInUser, UserDetails } from '../../../../contract/auth';
import type { DomainConfig } from '../../../../contract/domain';

export const domainFixture: DomainConfig = {
  _id: 'dom-1',
  title: 'Acme Exchange',
  favIconUrl: '/f.ico',
  logoUrl: '/logo.png',
  primaryColor: '#112233',
  secondaryColor: '#445566',
  backgroundColor: '#000000',
  layout: 'aura',
  signup: false,
  status: 'active',
  casinoImageKey: 'k',
  defaultDarkMode: false,
};

export const signedInFixture: SignedInUser = {
  _id: 'u-1',
  userName: 'alice',
  role: { name: 'User', rolePermissions: ['bet'] },
  currency: 'INR',
  openingBalance: 1500,
};

export const userDetailsFixture: UserDetails = {
  ...signedInFixture,
  name: 'Alice',
  mobile: '123',
  exposureLimit: 10000,
};

export const TOKEN = 'tok-123';
