import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import { trades$ } from '../../../streams/account/trades$';
import { OpenBetsList } from './OpenBetsList';
import { TradeMarketSelect } from './TradeMarketSelect';

/** SHELL-33: the open bets, narrowed to one market when one is selected. */
export function OpenBetsContent() {
  const trades = useObservableState(trades$)?.data ?? [];
  const [selectedId, setSelectedId] = useState('');
  const shown = selectedId === '' ? trades : trades.filter((trade) => trade._id === selectedId);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2" fontWeight={700}>
        {strings.openBets}
      </Typography>
      <TradeMarketSelect trades={trades} selectedId={selectedId} onSelect={setSelectedId} />
      <OpenBetsList trades={shown} />
    </Stack>
  );
}
