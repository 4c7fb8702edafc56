import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ExistingBet } from '../../contract/bets';
import type { OddsMarket } from '../../contract/sports';
import { cashOutState, isExchangeBet, type CashOutView } from './cashOutState';
import { commissionRate$ } from './commissionRate$';

const sameView = (a: CashOutView | null, b: CashOutView | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One market's cash-out of `fraction` of the position, recomputed on each odds tick and bet list, and emitted only
 * when what is shown changes; null when the bettor holds no exchange order there. Waits for both the market
 * (`undefined`: not in the odds answer) and the bets (the bettor's bets on that market).
 */
export function marketCashOut$(
  market$: Observable<OddsMarket | undefined>,
  bets$: Observable<readonly ExistingBet[]>,
  fraction: number,
): Observable<CashOutView | null> {
  return combineLatest([market$, bets$, commissionRate$]).pipe(
    map(([market, bets, rate]) => {
      const state = cashOutState(market, bets, rate, fraction);
      const unmatched = bets.some((bet) => isExchangeBet(bet) && bet.status === 'EXECUTABLE' && (bet.sizeRemaining ?? 0) > 0);
      return state && { state, unmatched };
    }),
    distinctUntilChanged(sameView),
  );
}
