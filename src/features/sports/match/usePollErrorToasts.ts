import { useSubscription } from 'observable-hooks';
import { useMemo } from 'react';
import { merge } from 'rxjs';
import { notify } from '../../../../streams/core/notifications';
import { firstErrorOfStreak } from '../../../../streams/sports/firstErrorOfStreak';
import { getFancy$ } from '../../../../streams/sports/getFancy$';
import { getMarketOdds$ } from '../../../../streams/sports/getMarketOdds$';
import type { MatchKey } from '../../../../streams/sports/match/matchKey';

/** MKT-21 OPEN-051: a failing odds or fancy poll toasts its error once per failure streak (bookmaker only logs, OPEN-050). */
export function usePollErrorToasts(key: MatchKey): void {
  const errors$ = useMemo(
    () =>
      merge(
        getMarketOdds$(key.eventId, key.leagueId, key.matchId, key.marketIds).pipe(firstErrorOfStreak()),
        getFancy$(key.eventId, key.leagueId, key.matchId).pipe(firstErrorOfStreak()),
      ),
    [key],
  );
  useSubscription(errors$, (message) => notify({ message, variant: 'error' }));
}
