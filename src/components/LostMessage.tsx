import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { strings } from '../../contract/strings';

/** SHELL-23 OPEN-028: the "lost" text, with an optional action below it. */
export function LostMessage({ action }: { action?: ReactNode }) {
  return (
    <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <SearchOffRoundedIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" fontWeight={700}>
        {strings.lostPage}
      </Typography>
      {action}
    </Stack>
  );
}
