import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { strings } from '../../../../contract/strings';
import { runnerName } from '../../../../streams/casino/boardLayout';
import { casinoProfitLoss } from '../../../../streams/rules/money';
import { formatStakeLabel, parseStake } from '../../../../streams/rules/stake';
import { stakesStore } from '../../../../streams/state/slices/stakes';
import { formatAmount } from '../../../components/formatAmount';
import type { Pick } from './useBetting';

/** BET-02 OPEN-057: the generic slip hides itself 10 s after it opened or was last used. */
export const SLIP_AUTO_HIDE_MS = 10_000;

interface CasinoSlipProps {
  pick: Pick;
  busy: boolean;
  onConfirm: (stake: number) => void;
  onCancel: () => void;
}

/** CAS-ALL-24 CAS-ALL-18: the slip — selection, rate, stake (typed or a preset), profit and loss, Confirm. */
export function CasinoSlip({ pick, busy, onConfirm, onCancel }: CasinoSlipProps) {
  const [input, setInput] = useState('');
  const { presets } = useObservableEagerState(stakesStore.state$);
  useEffect(() => {
    const timer = setTimeout(onCancel, SLIP_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [pick, onCancel, input]);
  const stake = parseStake(input);
  const { profit, loss } = casinoProfitLoss(pick.runner.rate, stake);
  return (
    <Box role="form" aria-label={runnerName(pick.runner)} sx={{ bgcolor: '#e3f2fd', color: '#0b1a2b', borderRadius: 2, p: 1.5 }}>
      <Stack direction="row" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>{runnerName(pick.runner)}</Typography>
        <Typography sx={{ fontWeight: 800 }}>
          {strings.rate}: {pick.runner.rate}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          label={strings.stake}
          value={input}
          onChange={(event) => setInput(event.target.value.replace(/[^0-9]/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': strings.stake } }}
          size="small"
          sx={{ flex: 1, bgcolor: '#fff' }}
          autoFocus
        />
        <Typography sx={{ fontSize: 12, minWidth: 110 }}>
          {strings.profit}: {formatAmount(stake > 0 ? profit : 0)}
          <br />
          {strings.liability}: {formatAmount(stake > 0 ? loss : 0)}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.75, my: 1 }}>
        {presets.map(({ id, stakeValue }) => (
          <Button key={id} variant="outlined" size="small" onClick={() => setInput(String(stakeValue))} sx={{ minHeight: 40 }}>
            {formatStakeLabel(stakeValue)}
          </Button>
        ))}
      </Box>
      <Typography sx={{ fontSize: 12, opacity: 0.7, mb: 1 }}>{strings.casinoLimits}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="error" fullWidth onClick={onCancel} sx={{ minHeight: 48 }}>
          {strings.cancel}
        </Button>
        <Button variant="contained" fullWidth disabled={busy} onClick={() => onConfirm(stake)} sx={{ minHeight: 48 }}>
          {strings.confirm}
        </Button>
      </Stack>
    </Box>
  );
}
