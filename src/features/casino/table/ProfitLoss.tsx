import Typography from '@mui/material/Typography';
import { formatAmount } from '../../../components/formatAmount';

/** CAS-ALL-03 OPEN-079: the user's profit (green) or loss (red) on a selection this round. */
export function ProfitLoss({ value }: { value: number }) {
  const colour = value > 0 ? '#69f0ae' : value < 0 ? '#ff8a80' : 'rgba(255,255,255,0.6)';
  return (
    <Typography component="span" data-testid="selection-pl" sx={{ fontSize: 12, fontWeight: 700, color: colour }}>
      {value > 0 ? '+' : ''}
      {formatAmount(value)}
    </Typography>
  );
}
