import Stack from '@mui/material/Stack';
import { AccountMenu } from '../../features/account/AccountMenu';
import { BalanceSummary } from '../../features/account/BalanceSummary';
import { OpenBetsButton } from '../../features/account/OpenBetsButton';
import { RefreshAccountButton } from '../../features/account/RefreshAccountButton';
import { SettingsLink } from './SettingsLink';

/** SHELL-27: balance, exposure, refresh, Bets, Settings and the account menu (phones show the figures on a row below). */
export function LoggedInActions({ wide, showBalance }: { wide: boolean; showBalance: boolean }) {
  return (
    <Stack direction="row" alignItems="center" spacing={{ xs: 0.5, sm: 1 }}>
      {showBalance && <BalanceSummary />}
      <RefreshAccountButton />
      <OpenBetsButton wide={wide} />
      <SettingsLink compact={!wide} />
      <AccountMenu compact={!wide} />
    </Stack>
  );
}
