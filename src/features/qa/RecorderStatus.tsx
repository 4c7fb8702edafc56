import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPosition } from './formatPosition';
import { qaLabels } from './qaLabels';
import { useTicker } from './useTicker';

interface Props {
  recording: boolean;
  lines: number;
  startedAt: number | undefined;
}

/** "● Recording 0:42 · 17 lines" (a live counter while recording). */
export function RecorderStatus({ recording, lines, startedAt }: Props) {
  const nowMs = useTicker();
  const elapsed = startedAt === undefined ? undefined : formatPosition(Math.max(0, nowMs - startedAt), 0);
  return (
    <Stack direction="row" spacing={0.75} alignItems="center" role="status" sx={{ whiteSpace: 'nowrap' }}>
      <Box
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: recording ? 'error.main' : 'action.disabled',
          animation: recording ? 'qa-rec-blink 1.2s steps(2, start) infinite' : 'none',
          '@keyframes qa-rec-blink': { to: { visibility: 'hidden' } },
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {recording ? `${qaLabels.recordingNow} ${elapsed ?? ''}` : qaLabels.notRecording}
        {lines > 0 && ` · ${lines} ${qaLabels.recordedLines}`}
      </Typography>
    </Stack>
  );
}
