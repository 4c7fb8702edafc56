import { authStore, initialAuthState } from '../../../../streams/state/slices/auth';
import { signedInFixture, TOKEN } from './fixtures';

/** Puts the shared auth slice into a logged-in (or logged-out) state for stream tests. */
export function setLoggedIn(loggedIn: boolean, userId = signedInFixture._id): void {
  authStore.set(loggedIn ? { accessToken: TOKEN, isLoggedIn: true, userDetails: { ...signedInFixture, _id: userId } } : initialAuthState);
}
