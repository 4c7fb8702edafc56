import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** The filters above the table (Data Source, dates, page-specific selects). */
  filters?: ReactNode;
  children: ReactNode;
}

/** The frame every record page shares: its title, a row of filters that wraps on small screens, the content. */
export function RecordPageLayout({ title, filters, children }: Props) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {title}
      </Typography>
      {filters && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center">
            {filters}
          </Stack>
        </Paper>
      )}
      {children}
    </Stack>
  );
}
