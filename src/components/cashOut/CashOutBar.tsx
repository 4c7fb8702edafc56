import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import { cashOut } from '../../../streams/bets/cashOut';
import { confirmsCashOut, stakesStore } from '../../../streams/state/slices/stakes';
import { CashOutDialog } from './CashOutDialog';
import type { CashOutSource } from './cashOutSource';
import { CashOutValueText } from './CashOutValueText';

/**
 * A market's live cash-out value (or why there is none) and its Cash Out button: the confirmation dialog, or with
 * confirmation turned off in Settings all of the position at once at the value shown. Nothing without a position.
 */
export function CashOutBar({ source, dense = false }: { source: CashOutSource; dense?: boolean }) {
  const view = useObservableState(source.quoteOf(1));
  const confirm = confirmsCashOut(useObservableEagerState(stakesStore.state$));
  const [dialog, setDialog] = useState<{ offer: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!view) return null;
  const { state } = view;
  const canCashOut = state.available && !state.hedged && !busy;
  const cashOutNow = async (value: number) => {
    setBusy(true);
    const outcome = await cashOut({ ...source.target, fraction: 1, value });
    setBusy(false);
    if (outcome.kind === 'changed') setDialog({ offer: outcome.value });
  };
  const onCashOut = () => {
    if (!state.available) return;
    if (confirm) setDialog({ offer: null });
    else void cashOutNow(state.value);
  };
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1}
      data-testid="cash-out"
      sx={{
        px: dense ? 0 : 1.5,
        py: dense ? 0 : 0.75,
        borderBottom: dense ? 0 : 1,
        borderColor: 'divider',
        bgcolor: dense ? undefined : 'action.hover',
      }}
    >
      <Typography component="span" sx={{ fontSize: 13, fontWeight: 700, color: 'text.secondary' }}>
        {state.available && state.hedged ? strings.cashOutAllHedged : strings.cashOut}
      </Typography>
      <CashOutValueText state={state} />
      <Button
        size="small"
        variant="contained"
        color="warning"
        disabled={!canCashOut}
        onClick={onCashOut}
        sx={{ ml: 'auto !important', fontWeight: 800, minWidth: 92, boxShadow: 'none' }}
      >
        {strings.cashOut}
      </Button>
      {dialog && <CashOutDialog source={source} offer={dialog.offer} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
