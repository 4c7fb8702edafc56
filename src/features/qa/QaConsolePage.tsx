import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountProbe } from './AccountProbe';
import { qaLabels } from './qaLabels';
import { QaSection } from './QaSection';
import { RecorderControls } from './RecorderControls';
import { ReplaySection } from './ReplaySection';
import { StreamTable } from './StreamTable';

/** OPEN-001: the QA stream console on /test (not linked from menus). */
export function QaConsolePage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" fontWeight={800}>
        {qaLabels.title}
      </Typography>
      <QaSection title={qaLabels.recording}>
        <RecorderControls />
      </QaSection>
      <ReplaySection />
      <QaSection title={qaLabels.account}>
        <AccountProbe />
      </QaSection>
      <QaSection title={qaLabels.streams}>
        <StreamTable />
      </QaSection>
    </Stack>
  );
}
