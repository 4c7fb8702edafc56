import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LoadRecordingButton } from './LoadRecordingButton';
import { qaLabels } from './qaLabels';
import { QaSection } from './QaSection';
import { ReplayControls } from './ReplayControls';

export function ReplaySection() {
  const [error, setError] = useState<string | null>(null);
  return (
    <QaSection title={qaLabels.replay}>
      <Stack direction="row">
        <LoadRecordingButton onError={setError} />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <ReplayControls />
    </QaSection>
  );
}
