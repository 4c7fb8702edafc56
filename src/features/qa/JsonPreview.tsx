import Box from '@mui/material/Box';
import { qaLabels } from './qaLabels';

const MAX_CHARS = 4_000;

function pretty(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? String(value);
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n${qaLabels.truncated}` : text;
}

/** A collapsible, truncated pretty-JSON view of a stream's last value. */
export function JsonPreview({ value }: { value: unknown }) {
  if (value === undefined) return null;
  return (
    <Box component="details" sx={{ '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
      <summary>{qaLabels.show}</summary>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, p: 1.5, maxHeight: 320, overflow: 'auto', fontSize: 12, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {pretty(value)}
      </Box>
    </Box>
  );
}
