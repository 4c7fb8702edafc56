import { merge, type Observable } from 'rxjs';
import { betCloses } from './betCloses';
import type { CasinoBetLock } from './isBetLocked$';

/**
 * CAS-ALL-14: when an open slip must close — betting closes on the whole table, or on its own selection
 * (gstatus 0, its market suspended). A selection locked already cannot be tapped, so the changes suffice.
 */
export const slipCloses = (table$: Observable<CasinoBetLock>, selection$: Observable<CasinoBetLock>): Observable<void> =>
  merge(table$.pipe(betCloses()), selection$.pipe(betCloses()));
