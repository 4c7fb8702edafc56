import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { GridColDef } from '@mui/x-data-grid';
import { a11yLabels } from '../../components/a11yLabels';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';
import { DETAIL_COLUMN_WIDTH } from './fitColumns';

/** The last column of a table that could not show every column: a button opening the row's whole record. */
export function detailColumn<R extends object>(open: (row: R) => void): GridColDef<R> {
  return {
    field: '__detail',
    width: DETAIL_COLUMN_WIDTH,
    sortable: false,
    disableColumnMenu: true,
    align: 'center',
    renderHeader: () => <Box sx={visuallyHiddenSx}>{a11yLabels.rowDetail}</Box>,
    renderCell: ({ row }) => (
      <IconButton aria-label={a11yLabels.rowDetail} onClick={() => open(row)} sx={{ width: 44, height: 44 }}>
        <ChevronRightIcon />
      </IconButton>
    ),
  };
}
