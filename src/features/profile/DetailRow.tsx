import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const rowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
  alignItems: 'center',
  gap: { xs: 0.25, sm: 2 },
  px: 2,
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
  '&:last-of-type': { borderBottom: 0 },
} as const;

/** One labelled value of the Account Details block: a term and its description (with its action, if any). */
export function DetailRow({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={rowSx}>
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        {value ?? '—'}
        {action}
      </Box>
    </Box>
  );
}
