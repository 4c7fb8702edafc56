import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type MouseEvent } from 'react';
import { DialogCloseButton } from '../../components/DialogCloseButton';
import { FactList } from '../../components/FactList';
import { CellContent } from './gridColumns';
import type { RecordColumn } from './recordColumn';

interface Props<T extends object> {
  title: string;
  columns: RecordColumn<T>[];
  row: T;
  onClose: () => void;
}

/** A record whole, every column a line, for a table too narrow to show them all; a link in it closes it as it is followed. */
export function RecordDetailDialog<T extends object>({ title, columns, row, onClose }: Props<T>) {
  const titleId = useId();
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a, button')) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers onClick={closeOnLink}>
        <FactList
          facts={columns.map((column) => ({
            key: column.field,
            label: column.headerName,
            value: <CellContent column={column} row={row} compact />,
          }))}
        />
      </DialogContent>
    </Dialog>
  );
}
