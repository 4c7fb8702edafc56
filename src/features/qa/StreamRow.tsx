import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StreamEntry } from '../../../streams/core/registry';
import { prettyValue } from './valueSummary';
import { monoText } from './monoText';
import { qaLabels } from './qaLabels';
import { StatusChip } from './StatusChip';
import { ValueCell } from './ValueCell';

function ageSeconds(lastAt: number | undefined, nowMs: number): string {
  return lastAt === undefined ? '—' : `${Math.max(0, Math.floor((nowMs - lastAt) / 1000))} ${qaLabels.seconds}`;
}

/** One stream: name and key, status, age, requests and its last value (expandable to the whole JSON). */
export function StreamRow({ entry, nowMs }: { entry: StreamEntry; nowMs: number }) {
  const [open, setOpen] = useState(false);
  const hasValue = entry.lastAt !== undefined;
  return (
    <>
      <TableRow hover sx={{ verticalAlign: 'top', '& > td': { borderBottom: open ? 0 : undefined } }}>
        <TableCell>
          <Typography sx={{ ...monoText, fontWeight: 700 }}>{entry.name}</Typography>
          <Typography sx={{ ...monoText, color: 'text.secondary', overflowWrap: 'anywhere' }}>{entry.key || '—'}</Typography>
        </TableCell>
        <TableCell>
          <StatusChip status={entry.status} error={entry.error} />
        </TableCell>
        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {ageSeconds(entry.lastAt, nowMs)}
        </TableCell>
        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {entry.requests}
        </TableCell>
        <ValueCell value={entry.lastValue} hasValue={hasValue} error={entry.error} open={open} onToggle={() => setOpen(!open)} />
      </TableRow>
      {open && hasValue && (
        <TableRow>
          <TableCell colSpan={5} sx={{ pt: 0 }}>
            <Typography
              component="pre"
              sx={{ ...monoText, m: 0, p: 1.5, maxHeight: 360, overflow: 'auto', borderRadius: 1, bgcolor: 'action.hover' }}
            >
              {prettyValue(entry.lastValue, qaLabels.truncated)}
            </Typography>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
