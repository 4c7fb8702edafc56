import DownloadIcon from '@mui/icons-material/Download';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useObservableEagerState } from 'observable-hooks';
import { recorderState$, startRecording, stopRecording } from '../../../streams/qa/recorder';
import { replaying$ } from '../../../streams/core/source';
import { ConsolePanel } from './ConsolePanel';
import { downloadRecording } from './downloadRecording';
import { qaLabels } from './qaLabels';
import { RecorderStatus } from './RecorderStatus';

/** Records every value that passes the source seam (and each login or logout), and downloads it as JSON lines. */
export function RecorderPanel() {
  const { recording, lines, startedAt } = useObservableEagerState(recorderState$);
  const replaying = useObservableEagerState(replaying$);
  return (
    <ConsolePanel
      title={qaLabels.recorder}
      hint={replaying ? qaLabels.replayUnavailable : qaLabels.recorderHint}
      aside={<RecorderStatus recording={recording} lines={lines} startedAt={startedAt} />}
    >
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {recording ? (
          <Button variant="contained" color="error" startIcon={<StopIcon />} onClick={stopRecording}>
            {qaLabels.stopRecording}
          </Button>
        ) : (
          <Button variant="contained" color="error" startIcon={<FiberManualRecordIcon />} disabled={replaying} onClick={startRecording}>
            {qaLabels.startRecording}
          </Button>
        )}
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={lines === 0} onClick={downloadRecording}>
          {qaLabels.download}
        </Button>
      </Stack>
    </ConsolePanel>
  );
}
