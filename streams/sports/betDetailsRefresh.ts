import { Subject, type Observable } from 'rxjs';

const requests = new Subject<void>();

/** Emits when the user's bet lists must be refetched. */
export const betDetailsRefresh$: Observable<void> = requests.asObservable();

/** BET-29: after a bet attempt the user's bet list is refetched (called by the bet commands). */
export function refreshBetDetails(): void {
  requests.next();
}
