import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LiveBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { marketLabel } from '../../../streams/account/marketBets';

interface Props {
  trades: LiveBet[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** SHELL-33: the "Select market" dropdown over the user's open markets, with every market as the first choice. */
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
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{strings.allMarkets}</MenuItem>
      {trades.map((trade) => (
        <MenuItem key={trade._id} value={trade._id}>
          {marketLabel(trade)}
        </MenuItem>
      ))}
    </TextField>
  );
}
