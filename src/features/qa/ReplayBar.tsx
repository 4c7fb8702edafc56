import ReplayIcon from '@mui/icons-material/SettingsBackupRestore';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { backToLive } from '../../../streams/qa/replayHandoff';
import { replayState$ } from '../../../streams/qa/replayer';
import { qaLabels } from './qaLabels';
import { RecordingFacts } from './RecordingFacts';
import { ReplayTimeline } from './ReplayTimeline';
import { ReplayTransport } from './ReplayTransport';

/** The transport of a loaded recording: what is replayed, play/pause, speed, position and the way back to live. */
export function ReplayBar() {
  const replay = useObservableEagerState(replayState$);
  if (!replay.loaded) return null;
  return (
    <Paper
      component="section"
      aria-label={qaLabels.replayTitle}
      elevation={3}
      sx={{
        position: 'sticky',
        top: { xs: 64, md: 76 },
        zIndex: 2,
        p: { xs: 1.5, md: 2 },
        borderRadius: 2,
        borderTop: 4,
        borderColor: 'warning.main',
      }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={700} noWrap>
              {qaLabels.replayTitle} {replay.fileName}
            </Typography>
            <RecordingFacts startedAt={replay.startedAt} position={replay.position} host={replay.host} />
          </Stack>
          <Button variant="outlined" color="inherit" size="small" startIcon={<ReplayIcon />} onClick={backToLive} sx={{ flexShrink: 0 }}>
            {qaLabels.backToLive}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} alignItems={{ sm: 'center' }}>
          <ReplayTransport playing={replay.playing} speed={replay.speed} />
          <ReplayTimeline position={replay.position} duration={replay.duration} />
        </Stack>
      </Stack>
    </Paper>
  );
}
