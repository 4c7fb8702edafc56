import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useDeferredValue } from 'react';
import { strings } from '../../../../contract/strings';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { online$ } from '../../../../streams/core/gates';
import { stakeRange } from '../../../../streams/rules/stakeLimits';
import { closeSlip, slip$ } from '../../../../streams/sports/slip/slip$';
import { openSlipProfitLoss } from '../../../../streams/sports/slip/slipProfit';
import { priceColors } from '../priceColors';
import { sportsLabels } from '../sportsLabels';
import { RateField } from './RateField';
import { SlipPending } from './SlipPending';
import { SlipProfitLine } from './SlipProfitLine';
import { StakeField } from './StakeField';
import { StakePresets } from './StakePresets';
import { UnmatchedChoice } from './UnmatchedChoice';
import { useSlipSubmit } from './useSlipSubmit';

/**
 * BET-01..11 BET-19..23: the slip beneath the clicked price — rate, stake, presets, P&L, limits, Cancel and Place Bet.
 * A tap paints the slip with its selection first; its fields and buttons (MUI text fields, a dozen buttons) follow in
 * a background render, so the tap's next paint comes quickly on a phone.
 */
export function BetSlip() {
  const withControls = useDeferredValue(true, false);
  const open = useObservableEagerState(slip$);
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const online = useObservableState(online$, true);
  const { limits, phase, busy, submit } = useSlipSubmit();
  if (open === null) return null;
  const { selection, stake, rate } = open;
  const fancy = selection.market === 'fancy';
  const range = stakeRange(selection.market, limits, selection.inPlay);
  // BET-07..10: logged out, stake under 1, rate 0 or below (non-fancy), network down.
  const disabled = !loggedIn || stake < 1 || (!fancy && rate <= 0) || !online || busy;
  return (
    <Stack
      component="section"
      aria-label={sportsLabels.betSlip}
      spacing={1}
      sx={{
        px: 1.5,
        py: 1.25,
        bgcolor: selection.side === 'back' ? '#d7ecff' : '#fde3e8',
        color: priceColors.text,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} alignItems="center">
        <Typography sx={{ fontWeight: 800, fontSize: 14, flex: '1 1 160px' }}>
          {selection.side === 'back' ? (fancy ? strings.yes : strings.back) : fancy ? strings.no : strings.lay} · {selection.selection}
          {fancy && ` · ${selection.price} @ ${selection.size}`}
        </Typography>
        {withControls && !fancy && <RateField rate={rate} editable disabled={busy} />}
        {withControls && <StakeField stake={stake} disabled={busy} />}
      </Stack>
      {withControls && (
        <>
          <StakePresets disabled={busy} />
          {selection.market === 'odds' && <UnmatchedChoice disabled={busy} />}
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" justifyContent="space-between">
            <Stack spacing={0.25}>
              <SlipProfitLine amounts={openSlipProfitLoss(open)} />
              <Typography sx={{ fontSize: 12, opacity: 0.75 }}>{strings.minMax(range.min, range.max)}</Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" color="inherit" onClick={closeSlip} disabled={busy}>
                {strings.cancel}
              </Button>
              <Button variant="contained" color="success" disabled={disabled} onClick={() => submit(open)}>
                {strings.placeBet}
              </Button>
            </Stack>
          </Stack>
        </>
      )}
      {phase && <SlipPending phase={phase} />}
    </Stack>
  );
}
