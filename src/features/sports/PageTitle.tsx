import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading row of a sports page: an optional icon and the title. */
export function PageTitle({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {icon}
      <Typography variant="h5" component="h1" fontWeight={800}>
        {children}
      </Typography>
    </Stack>
  );
}
