import type { ExistingBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { formatAmount } from '../../components/formatAmount';
import { formatDateTime } from '../../components/formatDateTime';

/** One labelled figure of an open bet's row; more (matched / unmatched …) are added here. */
export interface OpenBetField {
  key: string;
  label: string;
  value: (bet: ExistingBet) => string;
}

/** A fancy bet's price is the line and its size the rate (OPEN-127), shown as the slip shows them. */
const oddsOf = (bet: ExistingBet): string => (bet.markettype === 'FANCY' ? `${bet.price} @ ${bet.size}` : String(bet.price));

/** SHELL-33: what a back bet can win, what a lay bet can lose (OPEN-129 margins, as placed). */
const outcomeOf = (bet: ExistingBet): string =>
  bet.type === 'back' ? `${strings.profit} ${formatAmount(bet.favourMargin)}` : `${strings.liability} ${formatAmount(bet.againstMargin)}`;

/** An exchange order with something still waiting shows both parts. */
export const isUnmatched = (bet: ExistingBet): boolean => bet.status === 'EXECUTABLE' && (bet.sizeRemaining ?? 0) > 0;

const MATCHED: OpenBetField = { key: 'matched', label: strings.orderMatched, value: (bet) => formatAmount(bet.sizeMatched ?? 0) };
const UNMATCHED: OpenBetField = { key: 'unmatched', label: strings.orderUnmatched, value: (bet) => formatAmount(bet.sizeRemaining ?? 0) };

/** An exchange order (match odds) says what of it is matched, and what still waits while something does. */
export function orderFieldsOf(bet: ExistingBet): readonly OpenBetField[] {
  if (bet.markettype !== 'Match Odds' || bet.sizeMatched === undefined) return [];
  return isUnmatched(bet) ? [MATCHED, UNMATCHED] : [MATCHED];
}

export const OPEN_BET_FIELDS: readonly OpenBetField[] = [
  { key: 'odds', label: strings.odds, value: oddsOf },
  { key: 'stake', label: strings.stake, value: (bet) => formatAmount(bet.stake) },
  { key: 'outcome', label: '', value: outcomeOf },
  { key: 'placed', label: strings.columnPlaceTime, value: (bet) => formatDateTime(bet.placeTime, true) },
];
