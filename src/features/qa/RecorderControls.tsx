import DownloadIcon from '@mui/icons-material/Download';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { recorderState$, startRecording, stopRecording } from '../../../streams/core/recorder';
import { downloadRecording } from './downloadRecording';
import { qaLabels } from './qaLabels';

/** Records every value that passes the source seam, and downloads it as JSON lines. */
export function RecorderControls() {
  const { recording, lines } = useObservableEagerState(recorderState$);
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
      <Button variant="contained" color="error" startIcon={<FiberManualRecordIcon />} disabled={recording} onClick={startRecording}>
        {qaLabels.startRecording}
      </Button>
      <Button variant="outlined" startIcon={<StopIcon />} disabled={!recording} onClick={stopRecording}>
        {qaLabels.stopRecording}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={lines === 0} onClick={downloadRecording}>
        {qaLabels.download}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {lines} {qaLabels.recordedLines}
      </Typography>
    </Stack>
  );
}
