import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { loadRecording } from '../../../streams/core/replayer';
import { qaLabels } from './qaLabels';

/** Reads a .jsonl file and loads it for replay; a rejected file reports its first bad line. */
export function LoadRecordingButton({ onError }: { onError: (message: string | null) => void }) {
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const outcome = loadRecording(await file.text());
    onError(outcome.ok ? null : outcome.error);
  };
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
      {qaLabels.loadRecording}
      <input hidden type="file" accept=".jsonl,.json,.txt,application/x-ndjson" aria-label={qaLabels.loadRecording} onChange={(event) => void load(event)} />
    </Button>
  );
}
