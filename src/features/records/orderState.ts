import type { BetDetail } from '../../../contract/bets';
import { strings } from '../../../contract/strings';

/**
 * What became of an order, part by part ("Matched · Cancelled" for one partly matched whose rest was
 * cancelled), and "Cash out" for a cash-out's hedge order; empty for a record from before the exchange, which carries
 * no sizes.
 */
export function orderStateText(bet: BetDetail): string {
  if (bet.sizeMatched === undefined) return '';
  const parts: [number | undefined, string][] = [
    [bet.sizeMatched, strings.orderMatched],
    [bet.sizeRemaining, strings.orderUnmatched],
    [bet.sizeCancelled, strings.orderCancelled],
    [bet.sizeLapsed, strings.orderLapsed],
  ];
  const state = parts.flatMap(([size, label]) => ((size ?? 0) > 0 ? [label] : []));
  return [...state, ...(bet.cashOut ? [strings.cashOutMark] : [])].join(' · ');
}
