import Chip from '@mui/material/Chip';
import type { ResultStatus } from '../../../streams/core/result';

const colorOf = { ok: 'success', error: 'error', stale: 'warning' } as const;

/** ok / error / stale; the error message is the tooltip. */
export function StatusChip({ status, error }: { status: ResultStatus; error: string | undefined }) {
  return (
    <Chip
      size="small"
      color={colorOf[status]}
      label={status}
      title={error}
      variant={status === 'ok' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 700, minWidth: 56 }}
    />
  );
}
