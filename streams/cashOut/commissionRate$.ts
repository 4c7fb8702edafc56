import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { domainConfigStore } from '../state/slices/domainConfig';

/** The exchange's commission on a market's net winnings, as a rate (0.02 = 2 %), from this domain's config. */
export const commissionRate$: Observable<number> = domainConfigStore.state$.pipe(
  map((config) => (config?.commissionPercent ?? 0) / 100),
  distinctUntilChanged(),
);
