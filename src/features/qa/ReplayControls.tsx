import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { pause, play, REPLAY_SPEEDS, replayState$, seek, setSpeed, stopReplay } from '../../../streams/core/replayer';
import { formatPosition } from './formatPosition';
import { qaLabels } from './qaLabels';

/** Play, pause, speed (1×, 10×, 60×) and seek over a loaded recording. */
export function ReplayControls() {
  const { loaded, playing, speed, position, duration } = useObservableEagerState(replayState$);
  if (!loaded) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        {playing ? (
          <Button variant="contained" startIcon={<PauseIcon />} onClick={pause}>
            {qaLabels.pause}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => play()}>
            {qaLabels.play}
          </Button>
        )}
        <ToggleButtonGroup exclusive size="small" value={speed} aria-label={qaLabels.speed}>
          {REPLAY_SPEEDS.map((option) => (
            <ToggleButton key={option} value={option} onClick={() => setSpeed(option)}>
              {option}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button color="inherit" onClick={stopReplay}>
          {qaLabels.backToLive}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Slider
          aria-label={qaLabels.seek}
          value={position}
          max={Math.max(duration, 1)}
          onChange={(_, value) => seek(value)}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatPosition(position)} / {formatPosition(duration)}
        </Typography>
      </Stack>
    </Stack>
  );
}
