import { distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
import { authStore } from '../state/slices/auth';

/** Whether a user is logged in; shared and replaying its current value (fed to useObservableEagerState). */
export const isLoggedIn$: Observable<boolean> = authStore.state$.pipe(
  map((auth) => auth.isLoggedIn),
  distinctUntilChanged(),
  shareReplay({ bufferSize: 1, refCount: true }),
);
