import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';
import { PAGE_SIZES, type PageRequest } from '../../../streams/records/paging';
import { FactList } from '../../components/FactList';
import { CellContent } from './gridColumns';
import type { RecordColumn } from './recordColumn';

interface Props<T extends object> {
  label: string;
  columns: RecordColumn<T>[];
  rows: { row: T; id: string }[];
  loading: boolean;
  page: PageRequest;
  totalPages: number;
  setPaging: (page: PageRequest) => void;
}

/**
 * REC-01 REC-02 REC-03 on phones: each record a card of "column: value" lines, so nothing scrolls sideways,
 * with the same server-side pages as the grid.
 */
export function PhoneRecordList<T extends object>({ label, columns, rows, loading, page, totalPages, setPaging }: Props<T>) {
  return (
    <Paper variant="outlined" aria-busy={loading}>
      {loading && <LinearProgress />}
      {rows.length === 0 && !loading && (
        <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
          {strings.noDataFound}
        </Typography>
      )}
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map(({ row, id }) => (
          <Box component="li" key={id} sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <FactList
              compact
              facts={columns.map((column) => ({
                key: column.field,
                label: column.headerName,
                value: <CellContent column={column} row={row} compact />,
              }))}
            />
          </Box>
        ))}
      </Box>
      <TablePagination
        component="div"
        count={totalPages * page.pageSize}
        page={Math.max(page.page - 1, 0)}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => setPaging({ page: next + 1, pageSize: page.pageSize })}
        onRowsPerPageChange={(event) => setPaging({ page: 1, pageSize: Number(event.target.value) })}
        labelDisplayedRows={() => `${page.page} / ${Math.max(totalPages, 1)}`}
      />
    </Paper>
  );
}
