import { z } from 'zod';
import { signedInUser } from '../../../contract/auth';
import { createStore } from '../createStore';

/** STATE-01: the session. `userDetails` holds the signed-in user, refreshed by the user-details poll. */
export const authState = z.object({
  accessToken: z.string(),
  isLoggedIn: z.boolean(),
  userDetails: signedInUser.nullable(),
});
export type AuthState = z.infer<typeof authState>;

export const initialAuthState: AuthState = { accessToken: '', isLoggedIn: false, userDetails: null };

export const authStore = createStore('auth', initialAuthState, { schema: authState });

/** The one definition of "logged in" (header, polls, locks): isLoggedIn true and a non-empty token. */
export const isSessionActive = (auth: AuthState): boolean => auth.isLoggedIn && auth.accessToken !== '';
