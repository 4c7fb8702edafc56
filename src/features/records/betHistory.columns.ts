import type { BetDetail } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import type { BetStatus } from '../../../streams/records/betHistory';
import { orderStateText } from './orderState';
import type { RecordColumn } from './recordColumn';

const placed: RecordColumn<BetDetail>[] = [
  { field: 'placeTime', headerName: strings.columnPlaceTime, kind: 'date', value: (bet) => bet.placeTime, minWidth: 190 },
  { field: 'sportsName', headerName: strings.columnSport, value: (bet) => bet.sportsName, minWidth: 100, phone: false },
  { field: 'event', headerName: strings.columnEvent, value: (bet) => bet.event, flex: 2, minWidth: 190 },
  { field: 'markettype', headerName: strings.columnMarket, value: (bet) => bet.markettype, minWidth: 120, phone: false },
  { field: 'selection', headerName: strings.columnSelection, value: (bet) => bet.selection, minWidth: 130 },
  { field: 'type', headerName: strings.columnSide, value: (bet) => bet.type, minWidth: 90 },
  { field: 'oddsReq', headerName: strings.columnOdds, kind: 'number', value: (bet) => bet.oddsReq, minWidth: 80 },
  { field: 'stake', headerName: strings.columnStake, kind: 'money', value: (bet) => bet.stake, minWidth: 100 },
];
/** Issue 18 §9: what of the order matched, at what average price, and what became of the rest. */
const order: RecordColumn<BetDetail>[] = [
  { field: 'order', headerName: strings.columnOrder, value: orderStateText, minWidth: 130 },
  { field: 'sizeMatched', headerName: strings.columnMatched, kind: 'money', value: (bet) => bet.sizeMatched, minWidth: 100, phone: false },
  { field: 'averagePriceMatched', headerName: strings.columnAveragePriceMatched, kind: 'number', value: (bet) => bet.averagePriceMatched, minWidth: 110, phone: false },
];
const settled: RecordColumn<BetDetail>[] = [
  { field: 'settledAt', headerName: strings.settleTime, kind: 'date', value: (bet) => bet.settledAt, minWidth: 190, phone: false },
  { field: 'case', headerName: strings.settledAs, value: (bet) => bet.case, minWidth: 100 },
];

/** REC-13 REC-14: the bets; "Settle Time" and "Settled As" only for settled bets; the order's parts last. */
export const betHistoryColumns = (status: BetStatus): RecordColumn<BetDetail>[] =>
  status === 'settled' ? [...placed, ...settled, ...order] : [...placed, ...order];
