import type { SignedInUser } from '../../../contract/auth';
import { createStore } from '../createStore';

/** STATE-01: the session. `userDetails` holds the signed-in user, refreshed by the user-details poll. */
export interface AuthState {
  accessToken: string;
  isLoggedIn: boolean;
  userDetails: SignedInUser | null;
}

export const initialAuthState: AuthState = { accessToken: '', isLoggedIn: false, userDetails: null };

export const authStore = createStore('auth', initialAuthState);

/** The one definition of "logged in" (header, polls, locks): isLoggedIn true and a non-empty token. */
export const isSessionActive = (auth: AuthState): boolean => auth.isLoggedIn && auth.accessToken !== '';
