import { useObservable, useObservableState } from 'observable-hooks';
import { map } from 'rxjs';
import { priceHighlight } from '../../streams/sports/priceHighlight';

/** MKT-17 CAS-ALL-26: true for 500 ms after the shown price or rate changed (checked every 200 ms). */
export function usePriceHighlight(value: string | number): boolean {
  const highlight$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        map(([shown]) => shown),
        priceHighlight(),
      ),
    [value],
  );
  return useObservableState(highlight$, false);
}
