import { catchError, distinctUntilChanged, EMPTY, filter, map, switchMap, tap, type Observable } from 'rxjs';
import { apiCall } from '../api/client';
import { authStore } from '../state/slices/auth';
import { stakesStore } from '../state/slices/stakes';
import { presetsOf } from './stakePresets$';

/**
 * OPEN-111: on each sign-in (and on start with a session) the presets saved on the server replace the
 * local ones, so they follow the bettor to another device. A user who never saved keeps the local ones.
 */
export function createSyncStakes$(call = apiCall): Observable<number[]> {
  return authStore.state$.pipe(
    map((auth) => (auth.isLoggedIn && auth.accessToken !== '' ? auth.accessToken : '')),
    distinctUntilChanged(),
    filter((token) => token !== ''),
    switchMap(() =>
      call('stakes').pipe(
        map((answer) => answer.data),
        filter((stakes): stakes is number[] => stakes !== null),
        catchError((error: unknown) => {
          console.error('Loading the saved stakes failed', error);
          return EMPTY;
        }),
      ),
    ),
    tap((stakes) => stakesStore.update((state) => ({ ...state, presets: presetsOf(stakes) }))),
  );
}

export const syncStakes$ = createSyncStakes$();
