import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useBrowserIdle } from '../../../components/useBrowserIdle';
import { FancyBlock } from '../../../components/sports/market/FancyBlock';
import { BookmakerSection } from './BookmakerSection';
import { FollowButton } from './FollowButton';
import { MarketPills, type MarketFilter } from './MarketPills';
import { MatchOddsSection } from '../../../components/sports/market/MatchOddsSection';
import type { FollowedMarket } from '../../../../streams/sports/multiMarkets';

/** MKT-03 MKT-04 OPEN-042: the pills, then Match Odds, Bookmaker and Fancy Bet as the pill allows. */
export function MatchMarkets({ follow }: { follow: FollowedMarket }) {
  const [filter, setFilter] = useState<MarketFilter>('all');
  // The fancy lines sit below the first screen: they render once Match Odds and Bookmaker are on it.
  const idle = useBrowserIdle();
  return (
    <Stack spacing={1.5}>
      <MarketPills value={filter} onChange={setFilter} />
      {filter !== 'bookmaker' && <MatchOddsSection actions={<FollowButton entry={follow} />} />}
      {filter !== 'odds' && <BookmakerSection />}
      {filter === 'all' && idle && <FancyBlock />}
    </Stack>
  );
}
