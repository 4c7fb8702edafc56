import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { strings } from '../../../contract/strings';
import { PAGE_SIZES } from '../../../streams/records/paging';
import { useElementWidth } from '../../components/useElementWidth';
import { usePhoneScreen } from '../../components/usePhoneScreen';
import { useWideScreen } from '../../components/useWideScreen';
import { detailColumn } from './detailColumn';
import { fitColumns } from './fitColumns';
import { toGridColumns } from './gridColumns';
import { headerWidth } from './headerWidth';
import { PhoneRecordList } from './PhoneRecordList';
import { RecordDetailDialog } from './RecordDetailDialog';
import { PHONE_PRIORITY, type RecordColumn } from './recordColumn';
import type { PagedRecords } from './usePagedRecords';

interface Props<T extends object> {
  label: string;
  columns: RecordColumn<T>[];
  rowId: (row: T, index: number) => string;
  records: PagedRecords<T>;
  /** false where the failure is already toasted (REC-20). */
  showError?: boolean;
}

/**
 * REC-01 REC-02 REC-03: the one record table — server-side pages of 10, 25, 50 or 100 rows, "No Data Found!"
 * when empty. The grid shows the columns that fit its width whole (headers never cut short), the most important
 * first; when some do not fit, each row ends in a button opening the whole record. On phones each record is a
 * card of its most important columns.
 */
export function PagedRecordTable<T extends object>({ label, columns, rowId, records, showError = true }: Props<T>) {
  const { loading, result, page, setPaging } = records;
  const phone = usePhoneScreen();
  const compact = !useWideScreen();
  const theme = useTheme();
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const [detailOf, setDetailOf] = useState<T | null>(null);
  const phoneColumns = useMemo(() => columns.filter((column) => (column.priority ?? 0) < PHONE_PRIORITY), [columns]);
  const shown = useMemo(() => {
    const widthOf = (column: RecordColumn<T>) => Math.max(column.minWidth ?? 120, width > 0 ? headerWidth(column.headerName, theme) : 0);
    // The grid's own borders take 2 px of the box.
    const fitting = fitColumns(columns, width - 2, widthOf);
    const grid = toGridColumns(fitting, compact, widthOf);
    return fitting.length < columns.length ? [...grid, detailColumn<T>(setDetailOf)] : grid;
  }, [columns, compact, width, theme]);
  const items = result?.data?.pageItems ?? [];
  const totalPages = result?.data?.totalPages ?? 0;
  const rows = items.map((row, index) => ({ ...row, __id: rowId(row, index) }));
  const model: GridPaginationModel = { page: page.page - 1, pageSize: page.pageSize };
  return (
    <Box ref={measure} aria-busy={loading} sx={{ width: '100%' }}>
      {showError && result?.error !== undefined && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {result.error}
        </Alert>
      )}
      {phone ? (
        <PhoneRecordList
          label={label}
          columns={phoneColumns}
          rows={items.map((row, index) => ({ row, id: rowId(row, index) }))}
          loading={loading}
          page={page}
          totalPages={totalPages}
          setPaging={setPaging}
        />
      ) : (
        <DataGrid
          aria-label={label}
          rows={rows}
          columns={shown as never}
          getRowId={(row) => row.__id}
          loading={loading}
          paginationMode="server"
          rowCount={totalPages * page.pageSize}
          paginationModel={model}
          onPaginationModelChange={(next) => setPaging({ page: next.page + 1, pageSize: next.pageSize })}
          pageSizeOptions={[...PAGE_SIZES]}
          localeText={{
            noRowsLabel: strings.noDataFound,
            noResultsOverlayLabel: strings.noDataFound,
            paginationDisplayedRows: () => `${page.page} / ${Math.max(totalPages, 1)}`,
          }}
          disableColumnSorting
          disableColumnMenu
          disableColumnResize
          disableRowSelectionOnClick
          autoHeight
          // A page holds at most 100 rows: all of them in the DOM keeps find-in-page and screen readers whole.
          disableVirtualization
          density={compact ? 'compact' : 'standard'}
          // Narrow columns wrap their text onto more lines rather than cut it off.
          getRowHeight={() => 'auto'}
          sx={{
            bgcolor: 'background.paper',
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
            // The last column's separator would stick out past the grid's edge.
            '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
            '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', overflowWrap: 'anywhere', display: 'flex', alignItems: 'center' },
          }}
        />
      )}
      {detailOf && <RecordDetailDialog title={label} columns={columns} row={detailOf} onClose={() => setDetailOf(null)} />}
    </Box>
  );
}
