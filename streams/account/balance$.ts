import { combineLatest, distinctUntilChanged, ignoreElements, map, merge, shareReplay, type Observable } from 'rxjs';
import { authStore } from '../state/slices/auth';
import { exposure$ } from './exposure$';
import { balanceOf } from '../rules/money';
import { userDetails$ } from './userDetails$';

const openingBalance$ = authStore.state$.pipe(
  map((auth) => auth.userDetails?.openingBalance ?? 0),
  distinctUntilChanged(),
);

/** The spec's CONST-07: openingBalance − exposure, 2 decimals (OPEN-129). Subscribing keeps the user-details poll running. */
export const balance$: Observable<number> = merge(
  userDetails$.pipe(ignoreElements()),
  combineLatest([openingBalance$, exposure$]).pipe(map(([opening, exposure]) => balanceOf(opening, exposure))),
).pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
