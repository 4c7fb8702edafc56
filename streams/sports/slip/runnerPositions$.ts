import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ExistingBet } from '../../../contract/bets';
import { selectionPositions, type PositionBet } from '../../rules/positions';
import { getBetDetails$ } from '../getBetDetails$';
import { slip$ } from './slip$';
import { openSlipProfitLoss } from './slipProfit';
import type { OpenSlip } from './slipTypes';

export interface RunnerPosition {
  /** MKT-22: the runner's profit/loss from the user's placed bets on this market. */
  now: number;
  /** With the open slip's stake on this market as if placed; null when no slip is open on it. */
  withSlip: number | null;
}

const slipAsBet = (open: OpenSlip | null, marketId: string): PositionBet | null => {
  if (open === null || open.selection.marketId !== marketId) return null;
  const amounts = openSlipProfitLoss(open);
  if (amounts === null) return null;
  return { selectionId: open.selection.selectionId, type: open.selection.side, favourMargin: amounts.profit, againstMargin: amounts.loss };
};

/**
 * MKT-22 and the live preview: one runner's position from the placed bets of its market and, while a
 * slip with a stake is open on that market, the position it would have after that bet.
 */
export function runnerPosition$(
  matchId: string,
  marketId: string,
  selectionIds: readonly number[],
  selectionId: number,
  bets$: Observable<ExistingBet[]> = getBetDetails$(matchId),
  open$: Observable<OpenSlip | null> = slip$,
): Observable<RunnerPosition> {
  return combineLatest([bets$, open$]).pipe(
    map(([bets, open]) => {
      const placed = bets.filter((bet) => bet.marketId === marketId);
      const pending = slipAsBet(open, marketId);
      const now = selectionPositions(placed, selectionIds).get(selectionId) ?? 0;
      const withSlip = pending === null ? null : (selectionPositions([...placed, pending], selectionIds).get(selectionId) ?? 0);
      return { now, withSlip };
    }),
    distinctUntilChanged((a, b) => a.now === b.now && a.withSlip === b.withSlip),
  );
}
