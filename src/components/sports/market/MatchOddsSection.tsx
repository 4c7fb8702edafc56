import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import type { ReactNode } from 'react';
import { getOddsLayout$ } from '../../../../streams/sports/match/oddsSlices';
import { useHandOverFirstScreen } from '../../useHandOverFirstScreen';
import { useMatchInfo } from './MatchContext';
import { OddsMarketBlock } from './OddsMarketBlock';

/** MKT-04 MKT-07: every match odds market of the match (Match Odds first, as the feed orders them). */
export function MatchOddsSection({ actions }: { actions?: ReactNode }) {
  const info = useMatchInfo();
  const layout = useObservableState(getOddsLayout$(info.key));
  // With its Match Odds the match page's first screen is whole.
  useHandOverFirstScreen(layout !== undefined);
  if (layout === undefined) return null;
  return (
    <Stack spacing={1.5}>
      {layout.map((market, index) => (
        <OddsMarketBlock key={market.marketId} layout={market} actions={index === 0 ? actions : undefined} />
      ))}
    </Stack>
  );
}
