import { combineLatest, distinctUntilChanged, map, of, switchMap, type Observable } from 'rxjs';
import type { ExistingBet } from '../../contract/bets';
import type { OddsMarket } from '../../contract/sports';
import { cashOutState, isExchangeBet, type CashOutView } from './cashOutState';
import { commissionRate$ } from './commissionRate$';

const sameView = (a: CashOutView | null, b: CashOutView | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One market's cash-out of `fraction` of the position, recomputed on each odds tick and bet list, and emitted only
 * when what is shown changes; null when the bettor holds no exchange order there (and the odds are not polled).
 * `market$`: undefined when the odds answer leaves the market out; `bets$`: the bettor's bets on that market.
 */
export function marketCashOut$(
  market$: Observable<OddsMarket | undefined>,
  bets$: Observable<readonly ExistingBet[]>,
  fraction: number,
): Observable<CashOutView | null> {
  const quote$ = combineLatest([market$, bets$, commissionRate$]).pipe(
    map(([market, bets, rate]) => {
      const state = cashOutState(market, bets, rate, fraction);
      const unmatched = bets.some((bet) => isExchangeBet(bet) && bet.status === 'EXECUTABLE' && (bet.sizeRemaining ?? 0) > 0);
      return state && { state, unmatched };
    }),
  );
  // The market's prices are asked for only while the bettor holds orders there.
  return bets$.pipe(
    map((bets) => bets.some(isExchangeBet)),
    distinctUntilChanged(),
    switchMap((holdsOrders) => (holdsOrders ? quote$ : of(null))),
    distinctUntilChanged(sameView),
  );
}
