import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useObservableEagerState } from 'observable-hooks';
import { formatStakeLabel } from '../../../../streams/rules/stake';
import { setSlipStake } from '../../../../streams/sports/slip/slip$';
import { stakesStore } from '../../../../streams/state/slices/stakes';

/** BET-05 CONST-08: the user's stake presets (the defaults until saved); a tap sets the stake. */
export function StakePresets({ disabled }: { disabled: boolean }) {
  const { presets } = useObservableEagerState(stakesStore.state$);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(8, 1fr)' }, gap: 0.5 }}>
      {presets.map((preset) => (
        <Button
          key={preset.id}
          size="small"
          variant="contained"
          color="inherit"
          disabled={disabled}
          onClick={() => setSlipStake(preset.stakeValue)}
          sx={{ minWidth: 0, bgcolor: 'background.paper', fontWeight: 700 }}
        >
          {formatStakeLabel(preset.stakeValue)}
        </Button>
      ))}
    </Box>
  );
}
