import { Subject, type Observable } from 'rxjs';

const changes = new Subject<void>();

/** PROF-08 STATE-15: emits when the cached password history is out of date; the history stream refetches on it. */
export const passwordHistoryInvalidated$: Observable<void> = changes.asObservable();

export function invalidatePasswordHistory(): void {
  changes.next();
}
