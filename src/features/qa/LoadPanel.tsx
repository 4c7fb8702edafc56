import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useObservableEagerState } from 'observable-hooks';
import { useState, type ChangeEvent } from 'react';
import { recorderState$ } from '../../../streams/qa/recorder';
import { openReplay } from '../../../streams/qa/replayHandoff';
import { ConsolePanel } from './ConsolePanel';
import { qaLabels } from './qaLabels';

type Rejection = { fileName: string; error: string };

/** Picks a .jsonl recording: a good one restarts the app on it, a bad one is reported here and nothing changes. */
export function LoadPanel() {
  const [rejection, setRejection] = useState<Rejection | null>(null);
  // Loading restarts the page, which would drop a recording still being made.
  const recording = useObservableEagerState(recorderState$).recording;
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const outcome = openReplay(file.name, await file.text());
    setRejection(outcome.ok ? null : { fileName: file.name, error: outcome.error });
  };
  return (
    <ConsolePanel title={qaLabels.loader} hint={recording ? qaLabels.stopRecordingFirst : qaLabels.loaderHint}>
      <div>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={recording}>
          {qaLabels.loadRecording}
          <input
            hidden
            type="file"
            accept=".jsonl,.ndjson,.json,.txt,application/x-ndjson"
            aria-label={qaLabels.loadRecording}
            disabled={recording}
            onChange={(event) => void load(event)}
          />
        </Button>
      </div>
      {rejection && (
        <Alert severity="error" onClose={() => setRejection(null)} sx={{ overflowWrap: 'anywhere' }}>
          <AlertTitle>
            {qaLabels.loadFailed}: {rejection.fileName}
          </AlertTitle>
          {rejection.error}
        </Alert>
      )}
    </ConsolePanel>
  );
}
