import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { strings } from '../../../contract/strings';
import { confirmsCashOut, setConfirmCashOut, stakesStore } from '../../../streams/state/slices/stakes';

/** "Confirm before cash out": on by default; off, Cash Out takes the whole position at once. Kept at once, locally. */
export function CashOutSetting() {
  const confirm = confirmsCashOut(useObservableEagerState(stakesStore.state$));
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={confirm} onChange={(_, checked) => setConfirmCashOut(checked)} />}
        label={strings.confirmCashOut}
      />
      <Typography sx={{ fontSize: 13, color: 'text.secondary', ml: 6 }}>{strings.confirmCashOutHint}</Typography>
    </div>
  );
}
