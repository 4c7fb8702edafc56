import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import { getBookmakerLayout$ } from '../../../../streams/sports/match/bookmakerSlices';
import { BookmakerMarketBlock } from '../../../components/sports/market/BookmakerMarketBlock';
import { useMatchInfo } from '../../../components/sports/market/MatchContext';

/** MKT-04: the match's bookmaker markets. */
export function BookmakerSection() {
  const info = useMatchInfo();
  const layout = useObservableState(getBookmakerLayout$(info.key));
  if (layout === undefined || layout.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {layout.map((market) => (
        <BookmakerMarketBlock key={market.marketId} layout={market} />
      ))}
    </Stack>
  );
}
