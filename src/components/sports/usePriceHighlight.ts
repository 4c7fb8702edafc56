import { useObservable, useObservableState } from 'observable-hooks';
import { map } from 'rxjs';
import { priceHighlight } from '../../../streams/sports/priceHighlight';

/** MKT-17: true for 500 ms after the shown value changed (checked every 200 ms). */
export function usePriceHighlight(value: string): boolean {
  const highlight$ = useObservable((inputs$) => inputs$.pipe(map(([shown]) => shown), priceHighlight()), [value]);
  return useObservableState(highlight$, false);
}
