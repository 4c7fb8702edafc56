import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { pause, play, REPLAY_SPEEDS, setSpeed, type ReplaySpeed } from '../../../streams/qa/replayer';
import { qaLabels } from './qaLabels';

/** Play / pause and the speed (1×, 10×, 60×). */
export function ReplayTransport({ playing, speed }: { playing: boolean; speed: ReplaySpeed }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flexShrink: 0 }}>
      {playing ? (
        <Button variant="contained" color="warning" startIcon={<PauseIcon />} onClick={pause} sx={{ minWidth: 96 }}>
          {qaLabels.pause}
        </Button>
      ) : (
        <Button variant="contained" color="warning" startIcon={<PlayArrowIcon />} onClick={() => play()} sx={{ minWidth: 96 }}>
          {qaLabels.play}
        </Button>
      )}
      <ToggleButtonGroup exclusive size="small" value={speed} aria-label={qaLabels.speed}>
        {REPLAY_SPEEDS.map((option) => (
          <ToggleButton key={option} value={option} onClick={() => setSpeed(option)} sx={{ px: 1.5, fontWeight: 700 }}>
            {option}×
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
