import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../../contract/strings';
import type { ProfitLoss } from '../../../../streams/rules/money';
import { formatAmount } from '../../formatAmount';

/** BET-11: profit and liability once rate and stake are set. */
export function SlipProfitLine({ amounts }: { amounts: ProfitLoss | null }) {
  if (amounts === null) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ fontSize: 13, fontVariantNumeric: 'tabular-nums' }}>
      <Typography component="span" sx={{ fontSize: 'inherit' }}>
        {strings.profit}: <b style={{ color: '#1b7f3b' }}>{formatAmount(amounts.profit)}</b>
      </Typography>
      <Typography component="span" sx={{ fontSize: 'inherit' }}>
        {strings.liability}: <b style={{ color: '#c62828' }}>{formatAmount(amounts.loss)}</b>
      </Typography>
    </Stack>
  );
}
