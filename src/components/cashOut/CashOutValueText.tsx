import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';
import type { CashOutReason, CashOutState } from '../../../streams/cashOut/cashOutState';
import { amountTone } from '../amountTone';
import { formatAmount } from '../formatAmount';

const REASONS: Record<CashOutReason, string> = {
  suspended: strings.cashOutSuspended,
  closed: strings.cashOutClosed,
  'nothing-matched': strings.cashOutNothingMatched,
  'not-enough-on-offer': strings.cashOutNotEnough,
};

/** A profit with its sign (+5.43), a loss as is (−2.10). */
export const signedAmount = (value: number): string => (value > 0 ? `+${formatAmount(value)}` : formatAmount(value));

/** The cash-out value, green for a profit and red for a loss, or why there is none now. */
export function CashOutValueText({ state, size = 14 }: { state: CashOutState; size?: number }) {
  const text = state.available ? signedAmount(state.value) : REASONS[state.reason];
  return (
    <Typography
      component="span"
      data-testid="cash-out-value"
      sx={{
        fontSize: size,
        fontWeight: state.available ? 800 : 600,
        fontVariantNumeric: 'tabular-nums',
        color: state.available ? amountTone(state.value) : 'text.secondary',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Typography>
  );
}
