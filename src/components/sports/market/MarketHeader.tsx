import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { strings } from '../../../../contract/strings';

interface Props {
  title: string;
  /** Right of the title: matched volume, limits, follow button. */
  extra?: ReactNode;
  /** The price column heads ("Back" / "Lay", or "No" / "Yes"). */
  heads: [string, string];
  /** How many price columns each side shows on wide screens (match odds 3, the others 1). */
  depth: number;
  /** A row between the title bar and the column heads (the bettor's cash-out). */
  banner?: ReactNode;
}

/** A market block's title bar and its price column heads. */
export function MarketHeader({ title, extra, heads, depth, banner }: Props) {
  return (
    <>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 1.5, py: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 15, flex: 1 }}>
          {title}
        </Typography>
        {extra}
      </Stack>
      {banner}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'var(--market-columns)',
          px: 1.5,
          py: 0.5,
          fontSize: 12,
          fontWeight: 700,
          color: 'text.secondary',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <span />
        <Box
          sx={{
            gridColumn: { xs: 'span 1', md: `span ${depth}` },
            textAlign: { xs: 'center', md: depth > 1 ? 'right' : 'center' },
            pr: { md: depth > 1 ? 3 : 0 },
          }}
        >
          {heads[0]}
        </Box>
        <Box
          sx={{
            gridColumn: { xs: 'span 1', md: `span ${depth}` },
            textAlign: { xs: 'center', md: depth > 1 ? 'left' : 'center' },
            pl: { md: depth > 1 ? 3 : 0 },
          }}
        >
          {heads[1]}
        </Box>
      </Box>
    </>
  );
}

export const backLayHeads: [string, string] = [strings.back, strings.lay];
export const noYesHeads: [string, string] = [strings.no, strings.yes];
