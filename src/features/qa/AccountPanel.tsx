import Chip from '@mui/material/Chip';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { ACCOUNT_POLL_MS, HIDDEN_ACCOUNT_POLL_MS } from '../../../streams/account/cadence';
import { exposure$ } from '../../../streams/account/exposure$';
import { trades$ } from '../../../streams/account/trades$';
import { userDetails$ } from '../../../streams/account/userDetails$';
import { isLoggedIn$ } from '../../../streams/auth/isLoggedIn$';
import { replaying$ } from '../../../streams/core/source';
import { formatAmount } from '../../components/formatAmount';
import { ConsolePanel } from './ConsolePanel';
import { FactList } from '../../components/FactList';
import { qaLabels } from './qaLabels';

/**
 * The account the app is showing (during a replay: the recorded user). It subscribes the same shared
 * streams as the header, so the stream table proves they are fetched once per interval.
 */
export function AccountPanel() {
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const replaying = useObservableEagerState(replaying$);
  const user = useObservableState(userDetails$)?.data;
  const exposure = useObservableState(exposure$);
  const trades = useObservableState(trades$)?.data;
  const amount = (value: number | undefined) =>
    value === undefined || !loggedIn ? '—' : `${user?.currency ?? ''} ${formatAmount(value)}`.trim();
  const facts = [
    { label: qaLabels.user, value: loggedIn ? (user?.userName ?? '…') : qaLabels.loggedOut },
    { label: qaLabels.openingBalance, value: amount(user?.openingBalance) },
    { label: qaLabels.exposure, value: amount(exposure) },
    { label: qaLabels.openMarkets, value: trades && loggedIn ? String(trades.length) : '—' },
  ];
  return (
    <ConsolePanel
      title={replaying ? qaLabels.recordedSession : qaLabels.session}
      hint={qaLabels.accountCadence(ACCOUNT_POLL_MS / 1_000, HIDDEN_ACCOUNT_POLL_MS / 1_000)}
      aside={replaying && <Chip size="small" color="warning" variant="outlined" label={qaLabels.replaying} />}
    >
      <FactList facts={facts} />
    </ConsolePanel>
  );
}
