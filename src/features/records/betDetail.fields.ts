import type { BetDetail } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { formatAmount } from '../../components/formatAmount';
import { formatDateTime } from '../../components/formatDateTime';
import { orderStateText } from './orderState';

const labels = strings.betDetailLabels;
const orderLabels = strings.orderDetailLabels;
const size = (value: number | undefined) => (value === undefined ? '—' : formatAmount(value));
const amount = (value: number) => formatAmount(value);
const date = (value: string | null) => formatDateTime(value) || '—';

/** REC-11: every field of a bet's detail, in reading order, as label and text, the order's parts included. */
export const betDetailFields: { label: string; text: (bet: BetDetail) => string }[] = [
  { label: labels.betId, text: (bet) => bet.betId },
  { label: labels.sportsName, text: (bet) => bet.sportsName },
  { label: labels.event, text: (bet) => bet.event },
  { label: labels.markettype, text: (bet) => bet.markettype },
  { label: labels.marketId, text: (bet) => bet.marketId },
  { label: labels.selection, text: (bet) => bet.selection },
  { label: labels.selectionId, text: (bet) => String(bet.selectionId) },
  { label: labels.type, text: (bet) => bet.type },
  { label: labels.oddsReq, text: (bet) => String(bet.oddsReq) },
  { label: labels.price, text: (bet) => String(bet.price) },
  { label: labels.size, text: (bet) => String(bet.size) },
  { label: labels.stake, text: (bet) => amount(bet.stake) },
  { label: labels.favourMargin, text: (bet) => amount(bet.favourMargin) },
  { label: labels.againstMargin, text: (bet) => amount(bet.againstMargin) },
  { label: orderLabels.order, text: (bet) => orderStateText(bet) || '—' },
  { label: orderLabels.sizeMatched, text: (bet) => size(bet.sizeMatched) },
  { label: orderLabels.averagePriceMatched, text: (bet) => (bet.averagePriceMatched == null ? '—' : String(bet.averagePriceMatched)) },
  { label: orderLabels.sizeRemaining, text: (bet) => size(bet.sizeRemaining) },
  { label: orderLabels.sizeCancelled, text: (bet) => size(bet.sizeCancelled) },
  { label: orderLabels.sizeLapsed, text: (bet) => size(bet.sizeLapsed) },
  { label: labels.case, text: (bet) => bet.case || '—' },
  { label: labels.placeTime, text: (bet) => date(bet.placeTime) },
  { label: labels.settledAt, text: (bet) => date(bet.settledAt) },
  { label: labels.remark, text: (bet) => bet.remark || '—' },
];
