import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** `key` when labels may repeat; the label otherwise. */
export type Fact = { key?: string; label: string; value: ReactNode };

/**
 * Label / value pairs in two aligned columns. `compact`: a record's card on a phone (tighter rows, values
 * right-aligned in the body weight) rather than a panel of figures.
 */
export function FactList({ facts, compact = false }: { facts: readonly Fact[]; compact?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: compact ? 'auto 1fr' : 'max-content 1fr',
        columnGap: compact ? 1.5 : 2,
        rowGap: compact ? 0.25 : 0.75,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key ?? fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              minWidth: 0,
              overflowWrap: 'anywhere',
              ...(compact ? { textAlign: 'right' } : { fontWeight: 600, fontVariantNumeric: 'tabular-nums' }),
            }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
