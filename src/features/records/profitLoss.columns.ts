import type { ProfitLossRow } from '../../../contract/records';
import { strings } from '../../../contract/strings';
import type { ProfitLossLevel } from '../../../streams/records/profitLoss';
import { drillPath, levelDepth } from './profitLossLevel';
import type { RecordColumn } from './recordColumn';

type Column = RecordColumn<ProfitLossRow>;

const totals: Column[] = [
  { field: 'bets', headerName: strings.columnBets, kind: 'number', value: (row) => row.bets, minWidth: 80, flex: 0.5 },
  { field: 'profitloss', headerName: strings.columnProfitLoss, kind: 'amount', value: (row) => row.profitloss, minWidth: 120 },
];
const bets: Column[] = [
  { field: 'placeTime', headerName: strings.columnPlaceTime, kind: 'date', value: (row) => row.placeTime, minWidth: 120, priority: 2 },
  { field: 'settledAt', headerName: strings.settleTime, kind: 'date', value: (row) => row.settledAt, minWidth: 120, priority: 1 },
  { field: 'selection', headerName: strings.columnSelection, value: (row) => row.selection, minWidth: 130 },
  { field: 'type', headerName: strings.columnSide, value: (row) => row.type, minWidth: 70, priority: 1 },
  { field: 'oddsReq', headerName: strings.columnOdds, kind: 'number', value: (row) => row.oddsReq, minWidth: 60, priority: 1 },
  { field: 'stake', headerName: strings.columnStake, kind: 'money', value: (row) => row.stake, minWidth: 90, priority: 1 },
  { field: 'profitloss', headerName: strings.columnProfitLoss, kind: 'amount', value: (row) => row.profitloss, minWidth: 120 },
];

/** REC-16 REC-17: the columns of each drill-down level; the name of an aggregate row leads one level deeper. */
export function profitLossColumns(level: ProfitLossLevel): Column[] {
  const link = (row: ProfitLossRow) => {
    const to = drillPath(level, row);
    return to ? { to } : undefined;
  };
  const name = (field: keyof ProfitLossRow, headerName: string): Column => ({
    field,
    headerName,
    value: (row) => String(row[field] ?? ''),
    flex: 2,
    minWidth: 170,
    link,
  });
  switch (levelDepth(level)) {
    case 0:
      return [
        { field: 'sportsName', headerName: strings.columnSport, value: (row) => row.sportsName, minWidth: 100, priority: 2 },
        name('eventName', strings.columnEvent),
        ...totals,
      ];
    case 1:
      return [name('eventName', strings.columnEvent), ...totals];
    case 2:
      return [name('markettype', strings.columnMarket), ...totals];
    default:
      return bets;
  }
}
