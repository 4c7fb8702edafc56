import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { authStore } from '../state/slices/auth';

export const isLoggedIn$: Observable<boolean> = authStore.state$.pipe(
  map((auth) => auth.isLoggedIn),
  distinctUntilChanged(),
);
