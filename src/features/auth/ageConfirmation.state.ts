import { BehaviorSubject } from 'rxjs';

/** OPEN-018: the age confirmation lives in memory only, so it is asked again after a reload. */
export const ageConfirmed$ = new BehaviorSubject(false);

export function confirmAge(): void {
  ageConfirmed$.next(true);
}
