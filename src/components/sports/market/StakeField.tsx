import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { strings } from '../../../../contract/strings';
import { doubleStake, halveStake, parseStake } from '../../../../streams/rules/stake';
import { setSlipStake } from '../../../../streams/sports/slip/slip$';
import { sportsLabels } from '../sportsLabels';

const stepSx = { minWidth: 40, px: 1, fontWeight: 800 } as const;

/** BET-04 BET-06: the stake, a whole number, with halve and double. */
export function StakeField({ stake, disabled }: { stake: number; disabled: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Button
        variant="outlined"
        size="small"
        sx={stepSx}
        disabled={disabled}
        aria-label={sportsLabels.halveStake}
        onClick={() => setSlipStake(halveStake(stake))}
      >
        ½
      </Button>
      <TextField
        size="small"
        label={strings.stake}
        value={stake === 0 ? '' : String(stake)}
        disabled={disabled}
        onChange={(event) => setSlipStake(parseStake(event.target.value))}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': strings.stake } }}
        sx={{ width: 120, bgcolor: 'background.paper' }}
      />
      <Button
        variant="outlined"
        size="small"
        sx={stepSx}
        disabled={disabled}
        aria-label={sportsLabels.doubleStake}
        onClick={() => setSlipStake(doubleStake(stake))}
      >
        ×2
      </Button>
    </Stack>
  );
}
