import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from '../../components/RouterLink';
import type { LiveBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { marketLabel } from '../../../streams/account/marketBets';
import { tradeLink } from '../../../streams/account/tradeLink';
import { formatAmount } from '../../components/formatAmount';

/** SHELL-32: each open market, linking to where it is played, with the amount it puts at risk (our addition). */
export function ExposureMarketList({ trades, onNavigate }: { trades: readonly LiveBet[]; onNavigate: () => void }) {
  if (trades.length === 0) {
    return (
      <Typography color="text.secondary" textAlign="center" sx={{ py: 6 }}>
        {strings.noRealTimeRecords}
      </Typography>
    );
  }
  return (
    <List disablePadding>
      {trades.map((trade) => (
        <ListItem
          key={trade._id}
          divider
          disablePadding
          secondaryAction={
            <Typography data-testid="market-exposure" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'error.main' }}>
              {trade.exposure === undefined ? '' : formatAmount(trade.exposure)}
            </Typography>
          }
        >
          <ListItemButton component={Link} to={tradeLink(trade)} onClick={onNavigate} sx={{ pr: 12 }}>
            <ListItemText primary={marketLabel(trade)} secondary={trade.sportsName} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
