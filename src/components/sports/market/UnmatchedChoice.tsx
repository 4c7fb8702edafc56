import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useObservableEagerState } from 'observable-hooks';
import { strings } from '../../../../contract/strings';
import { keepsUnmatched, setKeepUnmatched, stakesStore } from '../../../../streams/state/slices/stakes';

/** Whether the part of a match odds order that finds no match at once waits in the book or is cancelled. */
export function UnmatchedChoice({ disabled }: { disabled: boolean }) {
  const keep = keepsUnmatched(useObservableEagerState(stakesStore.state$));
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={keep ? 'keep' : 'cancel'}
      onChange={(_, value: 'keep' | 'cancel' | null) => value && setKeepUnmatched(value === 'keep')}
      aria-label={strings.unmatchedChoice}
      disabled={disabled}
    >
      <ToggleButton value="keep" sx={{ py: 0.25, fontSize: 12 }}>
        {strings.keepUnmatched}
      </ToggleButton>
      <ToggleButton value="cancel" sx={{ py: 0.25, fontSize: 12 }}>
        {strings.cancelUnmatched}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
