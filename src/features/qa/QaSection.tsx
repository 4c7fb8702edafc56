import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function QaSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" fontWeight={700}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
