import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExistingBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { sideLabel } from '../../components/sideLabel';
import { priceColors } from '../../components/sports/priceColors';
import { cancelBets } from '../../../streams/bets/cancelBet';
import { isUnmatched, OPEN_BET_FIELDS, orderFieldsOf } from './openBet.fields';
import { OrderPriceControl } from './OrderPriceControl';

/**
 * SHELL-33: one open bet — back or lay and the selection, then its figures, each with its label. An exchange
 * order also shows its matched part, and while something waits its unmatched part, a Cancel and its odds to change;
 * a cash-out's hedge order is marked.
 */
export function OpenBetRow({ bet }: { bet: ExistingBet }) {
  const unmatched = isUnmatched(bet);
  const fields = [...OPEN_BET_FIELDS, ...orderFieldsOf(bet)];
  return (
    <Box
      component="li"
      data-testid="open-bet"
      sx={{
        listStyle: 'none',
        px: 1.5,
        py: 1,
        borderLeft: 4,
        borderColor: bet.type === 'back' ? priceColors.back : priceColors.lay,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography component="span" sx={{ fontSize: 12, fontWeight: 800, textTransform: 'uppercase', minWidth: 32 }}>
          {sideLabel(bet.type)}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere', flexGrow: 1 }}>
          {bet.selection}
        </Typography>
        {bet.cashOut && (
          <Chip label={strings.cashOutMark} size="small" variant="outlined" color="warning" sx={{ height: 20, fontSize: 11 }} />
        )}
        {unmatched && bet.betId && (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            onClick={() => void cancelBets([bet.betId as string])}
            aria-label={`${strings.cancel} ${bet.selection}`}
          >
            {strings.cancel}
          </Button>
        )}
      </Stack>
      <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, fontSize: 13 }}>
        {fields.map((field) => (
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
      {unmatched && bet.betId && <OrderPriceControl key={bet.price} betId={bet.betId} selection={bet.selection} price={bet.price} />}
    </Box>
  );
}
