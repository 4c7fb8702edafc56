import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { formatAmount } from '../../components/formatAmount';
import { AmountText } from './AmountText';
import { CellLinkView } from './CellLinkView';
import { formatDateTime } from './formatDateTime';
import type { RecordColumn } from './recordColumn';

type Row = object;

function cellText<R extends Row>(column: RecordColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (column.kind === 'date') return formatDateTime(value);
  if ((column.kind === 'amount' || column.kind === 'money') && typeof value === 'number') return formatAmount(value);
  return String(value);
}

function CellContent<R extends Row>({ column, row }: { column: RecordColumn<R>; row: R }) {
  const value = column.value(row);
  const content =
    column.kind === 'amount' && typeof value === 'number' ? <AmountText value={value} /> : cellText(column, row);
  const link = column.link?.(row);
  return link ? <CellLinkView link={link}>{content}</CellLinkView> : content;
}

const numeric = (column: RecordColumn<Row>) => ['amount', 'money', 'number'].includes(column.kind ?? 'text');

/** The grid's columns for a record table: no sorting or menus (the server pages), numbers right-aligned. */
export function toGridColumns<R extends Row>(columns: RecordColumn<R>[]): GridColDef<R>[] {
  return columns.map((column) => ({
    field: column.field,
    headerName: column.headerName,
    flex: column.flex ?? 1,
    minWidth: column.minWidth ?? 120,
    sortable: false,
    disableColumnMenu: true,
    align: numeric(column as RecordColumn<Row>) ? 'right' : 'left',
    headerAlign: numeric(column as RecordColumn<Row>) ? 'right' : 'left',
    valueGetter: (_value: unknown, row: R) => cellText(column, row),
    renderCell: (params: GridRenderCellParams<R>) => <CellContent column={column} row={params.row} />,
  }));
}
