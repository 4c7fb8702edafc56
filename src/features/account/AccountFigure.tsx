import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount } from '../../components/formatAmount';

interface Props {
  label: string;
  amount: number | undefined;
  currency: string | undefined;
}

/** One labelled amount of the header (OPEN-132: with the user's currency, 2 decimals). */
export function AccountFigure({ label, amount, currency }: Props) {
  return (
    <Stack spacing={0} sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ opacity: 0.8, lineHeight: 1.2 }}>
        {label}
      </Typography>
      {amount === undefined ? (
        <Skeleton variant="text" width={72} sx={{ bgcolor: 'rgba(255, 255, 255, 0.25)' }} />
      ) : (
        <Typography variant="body2" fontWeight={700} noWrap sx={{ lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}>
          {currency && <span>{currency} </span>}
          {formatAmount(amount)}
        </Typography>
      )}
    </Stack>
  );
}
