import Box from '@mui/material/Box';
import { formatAmount } from '../../components/formatAmount';

/** An amount with 2 decimals, green when positive, red when negative (tabular digits keep columns aligned). */
export function AmountText({ value }: { value: number }) {
  const color = value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.primary';
  return (
    <Box component="span" sx={{ color, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(value)}
    </Box>
  );
}
