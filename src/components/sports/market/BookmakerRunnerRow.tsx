import Box from '@mui/material/Box';
import { useObservableState } from 'observable-hooks';
import { memo } from 'react';
import { bookmakerRunnerOverlay } from '../../../../streams/sports/marketStatus';
import { getBookmakerRunner$ } from '../../../../streams/sports/match/bookmakerSlices';
import { PriceCell } from '../PriceCell';
import { sportsLabels } from '../sportsLabels';
import { useMatchInfo } from './MatchContext';
import { MarketOverlay } from './MarketOverlay';
import { RunnerRow, useOpenRunnerSlip, type RunnerRowProps } from './RunnerRow';

/** MKT-09: one bookmaker runner — back and lay rates, SUSPENDED over a suspended runner. */
export const BookmakerRunnerRow = memo(function BookmakerRunnerRow(props: RunnerRowProps) {
  const { marketId, selectionId, name, locked } = props;
  const info = useMatchInfo();
  const runner = useObservableState(getBookmakerRunner$(info.key, marketId, selectionId));
  const pick = useOpenRunnerSlip('bookmaker', props);
  const overlay = runner === undefined ? null : bookmakerRunnerOverlay(runner);
  const blocked = locked || overlay !== null || runner === undefined;
  return (
    <RunnerRow {...props}>
      <Box sx={{ position: 'relative', gridColumn: 'span 2', display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '3px' }}>
        {overlay !== null && <MarketOverlay text={overlay} />}
        <PriceCell
          side="back"
          price={runner?.back}
          disabled={blocked}
          onSelect={pick('back', runner?.back)}
          label={sportsLabels.price('back', name)}
        />
        <PriceCell
          side="lay"
          price={runner?.lay}
          disabled={blocked}
          onSelect={pick('lay', runner?.lay)}
          label={sportsLabels.price('lay', name)}
        />
      </Box>
    </RunnerRow>
  );
});
