import type { Observable } from 'rxjs';
import type { CashOutOrder } from '../../../streams/bets/cashOut';
import type { CashOutView } from '../../../streams/cashOut/cashOutState';

/** Where a market's cash-out comes from and goes to: its live quote for a share of the position, and its ids. */
export interface CashOutSource {
  /** A stable (memoised) stream per fraction. */
  quoteOf: (fraction: number) => Observable<CashOutView | null>;
  target: Pick<CashOutOrder, 'matchId' | 'marketId'>;
  /** The market as the bettor knows it ("India v Australia · Match Odds"). */
  label: string;
}
