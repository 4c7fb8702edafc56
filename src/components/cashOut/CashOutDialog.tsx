import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import { cashOut } from '../../../streams/bets/cashOut';
import type { CashOutSource } from './cashOutSource';
import { CashOutValueText, signedAmount } from './CashOutValueText';

const FRACTIONS = [0.25, 0.5, 0.75, 1] as const;

interface Props {
  source: CashOutSource;
  /** The value the server offered instead of the one posted (the bettor may accept it); null: none yet. */
  offer: number | null;
  onClose: () => void;
}

/**
 * The cash-out confirmation: the live value of the chosen share (25 / 50 / 75 / 100 %), a word on unmatched orders
 * (cancelled first), and Confirm posting the value shown. A changed value comes back to be accepted; any other
 * refusal stays on screen; success closes.
 */
export function CashOutDialog({ source, offer: initialOffer, onClose }: Props) {
  const [fraction, setFraction] = useState<number>(1);
  const [offer, setOffer] = useState(initialOffer);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const view = useObservableState(source.quoteOf(fraction));
  const state = view?.state;
  const submit = async (value: number) => {
    setBusy(true);
    setRefusal(null);
    const outcome = await cashOut({ ...source.target, fraction, value });
    setBusy(false);
    if (outcome.kind === 'done') onClose();
    else if (outcome.kind === 'changed') setOffer(outcome.value);
    else setRefusal(outcome.message);
  };
  const choose = (next: number | null) => {
    if (next === null) return;
    setFraction(next);
    setOffer(null);
  };
  const canConfirm = state?.available === true && !state.hedged && !busy;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cash-out-title">
      <DialogTitle id="cash-out-title" sx={{ fontWeight: 800, pb: 0 }}>
        {strings.cashOut}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary', mb: 2 }}>{source.label}</Typography>
        <Stack spacing={2} alignItems="stretch">
          <Stack alignItems="center" sx={{ py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
            {state ? <CashOutValueText state={state} size={28} /> : <Typography>…</Typography>}
          </Stack>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={fraction}
            onChange={(_, next: number | null) => choose(next)}
            aria-label={strings.cashOutShare}
          >
            {FRACTIONS.map((share) => (
              <ToggleButton key={share} value={share} sx={{ fontWeight: 700 }}>
                {share * 100} %
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {view?.unmatched && <Alert severity="info">{strings.cashOutUnmatchedFirst}</Alert>}
          {offer !== null && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" disabled={busy} onClick={() => void submit(offer)} sx={{ fontWeight: 800 }}>
                  {strings.cashOutAccept(signedAmount(offer))}
                </Button>
              }
            >
              {strings.cashOutChanged}
            </Alert>
          )}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {strings.cancel}
        </Button>
        <Button
          variant="contained"
          color="warning"
          disabled={!canConfirm}
          onClick={() => state?.available && void submit(state.value)}
          sx={{ fontWeight: 800 }}
        >
          {strings.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
