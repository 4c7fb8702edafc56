import type { StatementRow } from '../../../contract/records';
import { strings } from '../../../contract/strings';
import { signedAmount } from '../../../streams/records/signedAmount';
import type { RecordColumn } from './recordColumn';

/** OPEN-105: the wire's "deposite" reads as "Deposit". */
export const statementTypeLabel = (type: StatementRow['type']): string => (type === 'deposite' ? strings.deposit : strings.withdraw);

/** OPEN-104: the balance after the row — the payer's when the user paid, else the payee's. */
export const balanceAfter = (row: StatementRow, userId: string): number =>
  row.payer._id === userId ? row.openingBalancePayer : row.openingBalancePayee;

/** REC-09 REC-10: the statement; a row that settled a bet opens that bet's detail from its description. */
export function statementColumns(userId: string, openBet: (betId: string) => void): RecordColumn<StatementRow>[] {
  return [
    { field: 'createdAt', headerName: strings.columnDate, kind: 'date', value: (row) => row.createdAt, minWidth: 120 },
    {
      field: 'displayText',
      headerName: strings.columnDescription,
      value: (row) => row.displayText,
      flex: 2,
      minWidth: 200,
      link: (row) => (row.betId ? { onClick: () => openBet(row.betId ?? '') } : undefined),
    },
    { field: 'type', headerName: strings.columnType, value: (row) => statementTypeLabel(row.type), minWidth: 90, priority: 2 },
    { field: 'amount', headerName: strings.columnAmount, kind: 'amount', value: signedAmount, minWidth: 110 },
    {
      field: 'balance',
      headerName: strings.columnBalance,
      kind: 'money',
      value: (row) => balanceAfter(row, userId),
      minWidth: 110,
      priority: 1,
    },
    { field: 'remark', headerName: strings.columnRemark, value: (row) => row.remark, flex: 2, minWidth: 160, priority: 3 },
  ];
}
