import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { StreamEntry } from '../../../streams/core/registry';
import { JsonPreview } from './JsonPreview';
import { qaLabels } from './qaLabels';
import { StatusChip } from './StatusChip';

function ageSeconds(lastAt: number | undefined, nowMs: number): string {
  return lastAt === undefined ? '' : `${Math.max(0, Math.floor((nowMs - lastAt) / 1000))} ${qaLabels.seconds}`;
}

export function StreamRow({ entry, nowMs }: { entry: StreamEntry; nowMs: number }) {
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{entry.name}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{entry.key}</TableCell>
      <TableCell>
        <StatusChip status={entry.status} error={entry.error} />
      </TableCell>
      <TableCell align="right">{ageSeconds(entry.lastAt, nowMs)}</TableCell>
      <TableCell align="right">{entry.requests}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        <JsonPreview value={entry.lastValue} />
      </TableCell>
    </TableRow>
  );
}
