import TextField from '@mui/material/TextField';
import { strings } from '../../../contract/strings';
import { formatStakeLabel, parseStake } from '../../../streams/rules/stake';

interface Props {
  position: number;
  input: string;
  invalid: boolean;
  onChange: (input: string) => void;
}

/** One preset: its value, and below it the chip label the slips show (PROF-11, "1k" from 1000). */
export function StakeField({ position, input, invalid, onChange }: Props) {
  return (
    <TextField
      label={strings.stakeLabel(position)}
      value={input}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? strings.stakeWholeNumber : formatStakeLabel(parseStake(input))}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': invalid } }}
      sx={{ width: { xs: 'calc(50% - 8px)', sm: 'calc(25% - 12px)' } }}
    />
  );
}
