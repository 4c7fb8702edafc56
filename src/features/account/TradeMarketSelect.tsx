import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LiveBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';

interface Props {
  trades: LiveBet[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** SHELL-33: the "Select market" dropdown over the user's open markets. */
export function TradeMarketSelect({ trades, selectedId, onSelect }: Props) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={strings.selectMarket}
      value={selectedId}
      onChange={(event) => onSelect(event.target.value)}
      disabled={trades.length === 0}
    >
      {trades.map((trade) => (
        <MenuItem key={trade._id} value={trade._id}>
          {trade.event} · {trade.markettype}
        </MenuItem>
      ))}
    </TextField>
  );
}
