import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';
import type { MarketBets } from '../../../streams/account/marketBets';
import { MarketBetsGroup } from './MarketBetsGroup';

interface Props {
  groups: readonly MarketBets[];
  /** Closes the surrounding panel when a market's link is followed. */
  onNavigate?: () => void;
}

/** SHELL-33: the open bets by market; "No real time records found" when there are none (MSG-14). */
export function OpenBetsList({ groups, onNavigate }: Props) {
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary" textAlign="center" sx={{ py: 6 }}>
        {strings.noRealTimeRecords}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {groups.map((group) => (
        <MarketBetsGroup key={group.trade._id} group={group} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
