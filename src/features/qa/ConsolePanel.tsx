import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  hint?: string;
  /** Right of the title (counts, mode chips). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled card of the console. */
export function ConsolePanel({ title, hint, aside, children }: Props) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, minWidth: 0 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
          <Typography variant="subtitle1" component="h2" fontWeight={700}>
            {title}
          </Typography>
          {aside}
        </Stack>
        {hint && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5 }}>
            {hint}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
