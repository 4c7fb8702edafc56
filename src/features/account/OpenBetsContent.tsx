import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import { openBets$ } from '../../../streams/account/openBets$';
import { OpenBetsList } from './OpenBetsList';
import { TradeMarketSelect } from './TradeMarketSelect';

/** SHELL-33: the open bets by market, narrowed to one market when one is selected. */
export function OpenBetsContent({ onNavigate }: { onNavigate?: () => void }) {
  const groups = useObservableState(openBets$) ?? [];
  const [selectedId, setSelectedId] = useState('');
  const shown = selectedId === '' ? groups : groups.filter((group) => group.trade._id === selectedId);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2" fontWeight={700}>
        {strings.openBets}
      </Typography>
      <TradeMarketSelect trades={groups.map((group) => group.trade)} selectedId={selectedId} onSelect={setSelectedId} />
      <OpenBetsList groups={shown} onNavigate={onNavigate} />
    </Stack>
  );
}
