import { Subject, type Observable } from 'rxjs';

const refreshes = new Subject<void>();

/** Emits when the account should be refetched now. */
export const accountRefresh$: Observable<void> = refreshes.asObservable();

/** OPEN-011: refetch user details and exposure at once (the header Refresh control). */
export function refreshAccount(): void {
  refreshes.next();
}
