import { authStore, initialAuthState } from '../../../../streams/state/slices/auth';

/** Puts the shared auth slice into a logged-in (or logged-out) state for stream tests. */
export function setLoggedIn(loggedIn: boolean, userId = 'u1'): void {
  if (!loggedIn) return authStore.set(initialAuthState);
  authStore.set({
    accessToken: 'token',
    isLoggedIn: true,
    userDetails: { _id: userId, userName: 'player', role: { name: 'User' }, currency: 'INR', openingBalance: 1000 },
  });
}
