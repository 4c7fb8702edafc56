import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { strings } from '../../../../contract/strings';
import { runnerName } from '../../../../streams/casino/boardLayout';
import { sideRate } from '../../../../streams/casino/casinoBet';
import { casinoProfitLoss } from '../../../../streams/rules/money';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { online$ } from '../../../../streams/core/gates';
import { formatStakeLabel, parseStake } from '../../../../streams/rules/stake';
import { stakesStore } from '../../../../streams/state/slices/stakes';
import { formatAmount } from '../../../components/formatAmount';
import { priceColors } from '../../../components/sports/priceColors';
import { CasinoStakeField } from './CasinoStakeField';
import type { Pick } from './useBetting';
import { touchMinHeight } from '../../../theme/touchTargets';

/** BET-02 OPEN-057: the generic slip hides itself 10 s after it opened or was last used. */
export const SLIP_AUTO_HIDE_MS = 10_000;

interface CasinoSlipProps {
  pick: Pick;
  busy: boolean;
  onConfirm: (stake: number) => void;
  onCancel: () => void;
}

/** CAS-ALL-24 CAS-ALL-18 BET-04..10: the slip — selection, rate, stake (typed, halved, doubled or a preset), profit and loss, Confirm. */
export function CasinoSlip({ pick, busy, onConfirm, onCancel }: CasinoSlipProps) {
  const [input, setInput] = useState('');
  const { presets } = useObservableEagerState(stakesStore.state$);
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const online = useObservableState(online$, true);
  useEffect(() => {
    const timer = setTimeout(onCancel, SLIP_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [pick, onCancel, input]);
  const stake = parseStake(input);
  // BET-07 BET-08 BET-10: logged out, a stake under 1, the network down.
  const disabled = busy || !loggedIn || stake < 1 || !online;
  const rate = sideRate(pick.runner, pick.side);
  // A lay wins the stake and risks its liability, (rate − 1) × stake.
  const { profit, loss } = casinoProfitLoss(rate, stake, pick.side);
  const lay = pick.side === 'lay';
  return (
    <Box
      role="form"
      aria-label={lay ? `${runnerName(pick.runner)} ${strings.lay}` : runnerName(pick.runner)}
      data-side={pick.side}
      sx={{
        bgcolor: lay ? '#fde4ea' : '#e3f2fd',
        color: '#0b1a2b',
        borderRadius: 2,
        p: 1.5,
        borderTop: '4px solid',
        borderColor: lay ? priceColors.layFlash : priceColors.backFlash,
      }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography sx={{ fontWeight: 800 }}>
          {runnerName(pick.runner)}
          <Box
            component="span"
            sx={{ ml: 1, px: 0.75, py: 0.25, borderRadius: 1, fontSize: 12, bgcolor: lay ? priceColors.lay : priceColors.back }}
          >
            {lay ? strings.lay : strings.back}
          </Box>
        </Typography>
        <Typography sx={{ fontWeight: 800 }}>
          {strings.rate}: {rate}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.75} alignItems="center" useFlexGap flexWrap="wrap">
        <CasinoStakeField input={input} onInput={setInput} />
        <Typography sx={{ fontSize: 12, minWidth: 110 }}>
          {strings.profit}: {formatAmount(stake > 0 ? profit : 0)}
          <br />
          {strings.liability}: {formatAmount(stake > 0 ? loss : 0)}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.75, my: 1 }}>
        {presets.map(({ id, stakeValue }) => (
          <Button key={id} variant="outlined" size="small" onClick={() => setInput(String(stakeValue))} sx={touchMinHeight(40)}>
            {formatStakeLabel(stakeValue)}
          </Button>
        ))}
      </Box>
      <Typography sx={{ fontSize: 12, opacity: 0.7, mb: 1 }}>{strings.casinoLimits}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="error" fullWidth onClick={onCancel} sx={{ minHeight: 48 }}>
          {strings.cancel}
        </Button>
        <Button variant="contained" fullWidth disabled={disabled} onClick={() => onConfirm(stake)} sx={{ minHeight: 48 }}>
          {strings.confirm}
        </Button>
      </Stack>
    </Box>
  );
}
