import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { strings } from '../../../../contract/strings';
import { doubleStake, halveStake, parseStake } from '../../../../streams/rules/stake';
import { sportsLabels } from '../../../components/sports/sportsLabels';

const stepSx = { minWidth: 40, px: 1, fontWeight: 800, bgcolor: '#fff' } as const;

/**
 * BET-04 BET-06: the slip's stake as typed — read as a whole number ("12.7" stakes 12) — between ½ and ×2,
 * which keep it whole.
 */
export function CasinoStakeField({ input, onInput }: { input: string; onInput: (input: string) => void }) {
  const stake = parseStake(input);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        sx={stepSx}
        aria-label={sportsLabels.halveStake}
        onClick={() => onInput(String(halveStake(stake)))}
      >
        ½
      </Button>
      <TextField
        label={strings.stake}
        value={input}
        onChange={(event) => onInput(event.target.value.replace(/[^0-9.]/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': strings.stake } }}
        size="small"
        sx={{ flex: 1, minWidth: 72, bgcolor: '#fff' }}
        autoFocus
      />
      <Button
        variant="outlined"
        size="small"
        sx={stepSx}
        aria-label={sportsLabels.doubleStake}
        onClick={() => onInput(String(doubleStake(stake)))}
      >
        ×2
      </Button>
    </>
  );
}
