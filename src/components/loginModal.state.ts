import { distinctUntilChanged, map, shareReplay } from 'rxjs';
import { overviewStore } from '../../streams/state/slices/overview';

const LOGIN_MODAL = 'login';

/** Whether the login modal is open, kept in the transient overview slice (OPEN-133). */
export const loginModalOpen$ = overviewStore.state$.pipe(
  map((state) => state.openModal === LOGIN_MODAL),
  distinctUntilChanged(),
  shareReplay({ bufferSize: 1, refCount: true }),
);

export function openLoginModal(): void {
  overviewStore.update((state) => ({ ...state, openModal: LOGIN_MODAL }));
}

export function closeLoginModal(): void {
  overviewStore.update((state) => (state.openModal === LOGIN_MODAL ? { ...state, openModal: null } : state));
}
