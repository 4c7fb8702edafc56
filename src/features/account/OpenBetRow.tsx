import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExistingBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { priceColors } from '../../components/sports/priceColors';
import { OPEN_BET_FIELDS } from './openBet.fields';

/** SHELL-33: one open bet — back or lay and the selection, then its figures, each with its label. */
export function OpenBetRow({ bet }: { bet: ExistingBet }) {
  return (
    <Box component="li" data-testid="open-bet" sx={{ listStyle: 'none', px: 1.5, py: 1, borderLeft: 4, borderColor: bet.type === 'back' ? priceColors.back : priceColors.lay, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography component="span" sx={{ fontSize: 12, fontWeight: 800, textTransform: 'uppercase', minWidth: 32 }}>
          {bet.type === 'back' ? strings.back : strings.lay}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {bet.selection}
        </Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, fontSize: 13 }}>
        {OPEN_BET_FIELDS.map((field) => (
          <Box key={field.key} sx={{ display: 'flex', gap: 0.5 }}>
            {field.label && (
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {field.label}
              </Box>
            )}
            <Box component="dd" data-field={field.key} sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {field.value(bet)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
