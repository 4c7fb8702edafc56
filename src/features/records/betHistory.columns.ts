import type { BetDetail } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import type { BetStatus } from '../../../streams/records/betHistory';
import { sideLabel } from '../../components/sideLabel';
import { orderStateText } from './orderState';
import type { RecordColumn } from './recordColumn';

const placed: RecordColumn<BetDetail>[] = [
  { field: 'placeTime', headerName: strings.columnPlaceTime, kind: 'date', value: (bet) => bet.placeTime, minWidth: 120, priority: 1 },
  { field: 'sportsName', headerName: strings.columnSport, value: (bet) => bet.sportsName, minWidth: 90, priority: 4 },
  { field: 'event', headerName: strings.columnEvent, value: (bet) => bet.event, flex: 2, minWidth: 140 },
  { field: 'markettype', headerName: strings.columnMarket, value: (bet) => bet.markettype, minWidth: 110, priority: 2 },
  { field: 'selection', headerName: strings.columnSelection, value: (bet) => bet.selection, minWidth: 110 },
  { field: 'type', headerName: strings.columnSide, value: (bet) => sideLabel(bet.type), minWidth: 70 },
  { field: 'oddsReq', headerName: strings.columnOdds, kind: 'number', value: (bet) => bet.oddsReq, minWidth: 60 },
  { field: 'stake', headerName: strings.columnStake, kind: 'money', value: (bet) => bet.stake, minWidth: 90 },
];
/** What of the order matched, at what average price, and what became of the rest. */
const order: RecordColumn<BetDetail>[] = [
  { field: 'order', headerName: strings.columnOrder, value: orderStateText, minWidth: 110, priority: 1 },
  { field: 'sizeMatched', headerName: strings.columnMatched, kind: 'money', value: (bet) => bet.sizeMatched, minWidth: 90, priority: 3 },
  {
    field: 'averagePriceMatched',
    headerName: strings.columnAveragePriceMatched,
    kind: 'number',
    value: (bet) => bet.averagePriceMatched,
    minWidth: 90,
    priority: 3,
  },
];
const settled: RecordColumn<BetDetail>[] = [
  { field: 'settledAt', headerName: strings.settleTime, kind: 'date', value: (bet) => bet.settledAt, minWidth: 120, priority: 2 },
  { field: 'case', headerName: strings.settledAs, value: (bet) => bet.case, minWidth: 90 },
];

/** REC-13 REC-14: the bets; "Settle Time" and "Settled As" only for settled bets; the order's parts last. */
export const betHistoryColumns = (status: BetStatus): RecordColumn<BetDetail>[] =>
  status === 'settled' ? [...placed, ...settled, ...order] : [...placed, ...order];
