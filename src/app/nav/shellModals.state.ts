import { distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
import { overviewStore } from '../../../streams/state/slices/overview';

export type ShellModal = 'myAccount' | 'search' | 'rules' | 'signUp';

/** Which shell modal is open, kept in the transient overview slice (OPEN-133). */
export function shellModalOpen$(modal: ShellModal): Observable<boolean> {
  return overviewStore.state$.pipe(
    map((state) => state.openModal === modal),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const myAccountOpen$ = shellModalOpen$('myAccount');
export const searchOpen$ = shellModalOpen$('search');
export const rulesOpen$ = shellModalOpen$('rules');
export const signUpOpen$ = shellModalOpen$('signUp');

export function openShellModal(modal: ShellModal): void {
  overviewStore.update((state) => ({ ...state, openModal: modal }));
}

export function closeShellModal(modal: ShellModal): void {
  overviewStore.update((state) => (state.openModal === modal ? { ...state, openModal: null } : state));
}
