import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { formatAmount } from '../../components/formatAmount';
import { AmountText } from './AmountText';
import { CellLinkView } from './CellLinkView';
import { formatDateTime } from '../../components/formatDateTime';
import type { RecordColumn } from './recordColumn';

type Row = object;

function cellText<R extends Row>(column: RecordColumn<R>, row: R, compact: boolean): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (column.kind === 'date') return formatDateTime(value, compact);
  if ((column.kind === 'amount' || column.kind === 'money') && typeof value === 'number') return formatAmount(value);
  return String(value);
}

/** A record cell: amounts coloured by sign, dates in the bettor's time zone, a link where the column gives one. */
export function CellContent<R extends Row>({ column, row, compact }: { column: RecordColumn<R>; row: R; compact: boolean }) {
  const value = column.value(row);
  const content = column.kind === 'amount' && typeof value === 'number' ? <AmountText value={value} /> : cellText(column, row, compact);
  const link = column.link?.(row);
  return link ? <CellLinkView link={link}>{content}</CellLinkView> : content;
}

const numeric = (column: RecordColumn<Row>) => ['amount', 'money', 'number'].includes(column.kind ?? 'text');

/**
 * The grid's columns for a record table: no sorting or menus (the server pages), numbers right-aligned; compact
 * (short dates) below desktop width. `widthOf` gives each column's least width, at which it reads whole.
 */
export function toGridColumns<R extends Row>(
  columns: RecordColumn<R>[],
  compact: boolean,
  widthOf: (column: RecordColumn<R>) => number,
): GridColDef<R>[] {
  return columns.map((column) => ({
    field: column.field,
    headerName: column.headerName,
    flex: column.flex ?? 1,
    minWidth: widthOf(column),
    sortable: false,
    disableColumnMenu: true,
    align: numeric(column as RecordColumn<Row>) ? 'right' : 'left',
    headerAlign: numeric(column as RecordColumn<Row>) ? 'right' : 'left',
    valueGetter: (_value: unknown, row: R) => cellText(column, row, compact),
    renderCell: (params: GridRenderCellParams<R>) => <CellContent column={column} row={params.row} compact={compact} />,
  }));
}
