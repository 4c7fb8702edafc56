import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { stepOnLadder } from '../../../contract/priceLadder';
import { strings } from '../../../contract/strings';
import { replaceBet } from '../../../streams/bets/replaceBet';

interface Props {
  betId: string;
  selection: string;
  /** The price the order waits at now. */
  price: number;
}

/** An unmatched order's odds stepped along the exchange ladder (− / +), then confirmed: the order waits at the new price. */
export function OrderPriceControl({ betId, selection, price }: Props) {
  const [wanted, setWanted] = useState(price);
  const [busy, setBusy] = useState(false);
  const step = (direction: 1 | -1) => setWanted((current) => stepOnLadder(current, direction));
  const confirm = async () => {
    setBusy(true);
    await replaceBet(betId, wanted);
    setBusy(false);
  };
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} data-testid="order-price">
      <IconButton size="small" aria-label={strings.priceDown(selection)} onClick={() => step(-1)} disabled={busy}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-label={strings.changePrice}
        sx={{ minWidth: 44, textAlign: 'center', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
      >
        {wanted}
      </Typography>
      <IconButton size="small" aria-label={strings.priceUp(selection)} onClick={() => step(1)} disabled={busy}>
        <AddIcon fontSize="small" />
      </IconButton>
      {wanted !== price && (
        <Button size="small" variant="contained" disabled={busy} onClick={() => void confirm()} sx={{ boxShadow: 'none' }}>
          {strings.changePrice}
        </Button>
      )}
    </Stack>
  );
}
