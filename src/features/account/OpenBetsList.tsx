import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from '../../components/RouterLink';
import type { LiveBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { tradeLink } from '../../../streams/account/tradeLink';

interface Props {
  trades: LiveBet[];
  /** Each market links to where it is played (SHELL-32); `onNavigate` closes the surrounding dialog. */
  linked?: boolean;
  onNavigate?: () => void;
}

/** The open markets (STATE-10); "No real time records found" when there are none (MSG-14). */
export function OpenBetsList({ trades, linked = false, onNavigate }: Props) {
  if (trades.length === 0) {
    return (
      <Typography color="text.secondary" textAlign="center" sx={{ py: 6 }}>
        {strings.noRealTimeRecords}
      </Typography>
    );
  }
  return (
    <List disablePadding>
      {trades.map((trade) => {
        const text = <ListItemText primary={trade.event} secondary={`${trade.sportsName} · ${trade.markettype}`} />;
        const count = <Chip size="small" color="primary" label={trade.count} />;
        return linked ? (
          <ListItem key={trade._id} divider disablePadding secondaryAction={count}>
            <ListItemButton component={Link} to={tradeLink(trade)} onClick={onNavigate}>
              {text}
            </ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={trade._id} divider secondaryAction={count}>
            {text}
          </ListItem>
        );
      })}
    </List>
  );
}
