import { useObservable, useObservableState } from 'observable-hooks';
import { map } from 'rxjs';
import { priceHighlight } from '../../../../streams/sports/priceHighlight';

/** CAS-ALL-26: true for 500 ms after a rate change (checked every 200 ms). */
export function useRateHighlight(rate: number): boolean {
  const highlight$ = useObservable((inputs$) => inputs$.pipe(map(([value]) => value), priceHighlight()), [rate]);
  return useObservableState(highlight$, false);
}
