import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AccountPanel } from './AccountPanel';
import { ConsoleHeading } from './ConsoleHeading';
import { LoadPanel } from './LoadPanel';
import { RecorderPanel } from './RecorderPanel';
import { ReplayBar } from './ReplayBar';
import { StreamTable } from './StreamTable';

/** OPEN-001: the QA stream console on /test (not linked from menus). */
export function QaConsolePage() {
  return (
    <Stack spacing={2.5}>
      <ConsoleHeading />
      <ReplayBar />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <RecorderPanel />
        <LoadPanel />
        <Box sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' }, display: 'grid' }}>
          <AccountPanel />
        </Box>
      </Box>
      <StreamTable />
    </Stack>
  );
}
