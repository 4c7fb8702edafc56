import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A home tab without a list of its own: an icon, the tab's title and what the tab offers instead. */
export function TabNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      {icon}
      <Typography variant="h6" component="h2" fontWeight={700}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
