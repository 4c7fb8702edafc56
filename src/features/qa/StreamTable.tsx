import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { streamRegistry$ } from '../../../streams/core/registry';
import { qaLabels } from './qaLabels';
import { StreamRow } from './StreamRow';
import { useTicker } from './useTicker';

const columns = [qaLabels.name, qaLabels.key, qaLabels.status, qaLabels.age, qaLabels.requests, qaLabels.lastValue];

/** OPEN-001: every stream that has passed the source seam, with status, age, request count and last value. */
export function StreamTable() {
  const entries = useObservableState(streamRegistry$, []);
  const nowMs = useTicker();
  if (entries.length === 0) return <Typography color="text.secondary">{qaLabels.noStreams}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={qaLabels.streams}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
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
  );
}
