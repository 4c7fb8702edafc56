import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { streamRegistry$ } from '../../../streams/core/registry';
import { ConsolePanel } from './ConsolePanel';
import { qaLabels } from './qaLabels';
import { StreamRow } from './StreamRow';
import { useTicker } from './useTicker';

const columns = [
  { label: qaLabels.stream, width: '30%' },
  { label: qaLabels.status, width: 88 },
  { label: qaLabels.age, width: 64, align: 'right' },
  { label: qaLabels.requests, width: 84, align: 'right' },
  { label: qaLabels.lastValue, width: 'auto' },
] as const;

/** OPEN-001: every stream that has passed the source seam, with status, age, request count and last value. */
export function StreamTable() {
  const entries = useObservableState(streamRegistry$, []);
  const nowMs = useTicker();
  return (
    <ConsolePanel title={qaLabels.streams} aside={<Chip size="small" label={`${entries.length} ${qaLabels.streamCount}`} />}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{qaLabels.noStreams}</Typography>
      ) : (
        <TableContainer sx={{ mx: { xs: -2, md: -2.5 }, width: 'auto' }}>
          <Table size="small" aria-label={qaLabels.streams} sx={{ tableLayout: 'fixed', minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={'align' in column ? column.align : 'left'}
                    sx={{ width: column.width, fontWeight: 700, color: 'text.secondary' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <StreamRow key={`${entry.name}:${entry.key}`} entry={entry} nowMs={nowMs} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ConsolePanel>
  );
}
