import { of, startWith, switchMap, type Observable } from 'rxjs';
import type { ExistingBet } from '../../contract/bets';
import { apiCall } from '../api/client';
import { isLoggedIn$ } from '../auth/isLoggedIn$';
import { keyed } from '../core/keyed';
import { betDetailsRefresh$ } from './betDetailsRefresh';
import { fetchBetDetails } from './fetchBetDetails';

/**
 * MKT-22 CAS-ALL-32 API-13: the user's bets on a match or table (data, or data.data): fetched on
 * subscribe and on each refresh (BET-29); an empty list without a session (CAS-ALL-03). Failures are
 * only logged (MSG-22): the registry records them and the last list stays.
 */
export function createGetBetDetails$(call = apiCall, refresh$: Observable<unknown> = betDetailsRefresh$) {
  return keyed((matchId: string): Observable<ExistingBet[]> =>
    isLoggedIn$.pipe(
      switchMap((loggedIn) =>
        loggedIn
          ? refresh$.pipe(
              startWith(undefined),
              switchMap(() => fetchBetDetails(matchId, call)),
            )
          : of([]),
      ),
    ),
  );
}

export const getBetDetails$ = createGetBetDetails$();
