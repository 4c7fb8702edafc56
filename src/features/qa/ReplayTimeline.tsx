import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { seek } from '../../../streams/qa/replayer';
import { formatPosition } from './formatPosition';
import { JumpToField } from './JumpToField';
import { qaLabels } from './qaLabels';

const SEEK_STEP_MS = 100;

/** The position slider (seeks when released), the time read-out and the exact "go to" field. */
export function ReplayTimeline({ position, duration }: { position: number; duration: number }) {
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? position;
  return (
    // On a phone the "go to" field wraps under the slider rather than running off the screen.
    <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ flex: 1, minWidth: 0, flexWrap: 'wrap' }}>
      <Slider
        aria-label={qaLabels.seek}
        aria-valuetext={formatPosition(shown)}
        value={shown}
        step={SEEK_STEP_MS}
        max={Math.max(duration, SEEK_STEP_MS)}
        onChange={(_, value) => setDragging(value)}
        onChangeCommitted={(_, value) => {
          setDragging(null);
          seek(value);
        }}
        color="warning"
        sx={{ flex: 1, minWidth: 120 }}
      />
      <Typography variant="body2" role="timer" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatPosition(shown)} / {formatPosition(duration)}
      </Typography>
      <JumpToField />
    </Stack>
  );
}
