import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LiveBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';

/** The open markets (STATE-10); "No real time records found" when there are none (MSG-14). */
export function OpenBetsList({ trades }: { trades: LiveBet[] }) {
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
        <ListItem key={trade._id} divider secondaryAction={<Chip size="small" color="primary" label={trade.count} />}>
          <ListItemText primary={trade.event} secondary={`${trade.sportsName} · ${trade.markettype}`} />
        </ListItem>
      ))}
    </List>
  );
}
