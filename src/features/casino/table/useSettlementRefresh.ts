import { useSubscription } from 'observable-hooks';
import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import type { ExistingBet } from '../../../../contract/bets';
import type { CasinoResult } from '../../../../contract/casino';
import { refreshAccount } from '../../../../streams/account/refreshAccount';
import { settledBetRounds$ } from '../../../../streams/casino/settledBetRounds$';
import { refreshBetDetails } from '../../../../streams/sports/betDetailsRefresh';

/** When a round the user bet on is settled, the balance, exposure and bet lists are refetched at once. */
export function useSettlementRefresh(results$: Observable<readonly CasinoResult[]>, bets$: Observable<readonly ExistingBet[]>): void {
  const settled$ = useMemo(() => settledBetRounds$(results$, bets$), [results$, bets$]);
  useSubscription(settled$, () => {
    refreshAccount();
    refreshBetDetails();
  });
}
