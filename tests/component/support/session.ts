import type { AuthState } from '../../../streams/state/slices/auth';
import { signedInUserFixture } from './fixtures';

/** Starts the next rendered app logged in, as a reload after login would (STATE-05). */
export function seedLoggedInSession(): void {
  const auth: AuthState = { accessToken: 'token-1', isLoggedIn: true, userDetails: signedInUserFixture };
  localStorage.setItem('state.auth', JSON.stringify(auth));
}
