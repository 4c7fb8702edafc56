import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { strings } from '../../../../contract/strings';
import { setSlipRate, stepSlipRate } from '../../../../streams/sports/slip/slip$';
import { sportsLabels } from '../sportsLabels';

const stepSx = { minWidth: 36, px: 1, fontWeight: 800 } as const;

/** BET-03: the rate with − and + steps of 0.01; fancy lines show their line and rate, fixed. */
export function RateField({ rate, editable, disabled }: { rate: number; editable: boolean; disabled: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      {editable && (
        <Button
          variant="outlined"
          size="small"
          sx={stepSx}
          disabled={disabled}
          aria-label={sportsLabels.rateDown}
          onClick={() => stepSlipRate(-1)}
        >
          −
        </Button>
      )}
      <TextField
        size="small"
        label={strings.rate}
        value={rate}
        disabled={disabled || !editable}
        type="number"
        onChange={(event) => setSlipRate(Number(event.target.value))}
        slotProps={{ htmlInput: { step: 0.01, 'aria-label': strings.rate } }}
        sx={{ width: 104, bgcolor: 'background.paper' }}
      />
      {editable && (
        <Button
          variant="outlined"
          size="small"
          sx={stepSx}
          disabled={disabled}
          aria-label={sportsLabels.rateUp}
          onClick={() => stepSlipRate(1)}
        >
          +
        </Button>
      )}
    </Stack>
  );
}
