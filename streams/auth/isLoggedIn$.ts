import { distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
import { authStore, isSessionActive } from '../state/slices/auth';

/**
 * Whether a user is logged in (`isSessionActive`: isLoggedIn and a token); shared and replaying its
 * current value (fed to useObservableEagerState). It is also the session gate of logged-in polls (`onlyWhile$`).
 */
export const isLoggedIn$: Observable<boolean> = authStore.state$.pipe(
  map(isSessionActive),
  distinctUntilChanged(),
  shareReplay({ bufferSize: 1, refCount: true }),
);
