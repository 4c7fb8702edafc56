import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useState } from 'react';
import { strings } from '../../../../contract/strings';
import { getFeedInPlay$ } from '../../../../streams/sports/match/feedInPlay$';
import type { MatchKey } from '../../../../streams/sports/match/matchKey';
import { closeSlip } from '../../../../streams/sports/slip/slip$';
import type { MatchInfo } from '../../../components/sports/market/MatchContext';
import { MatchProvider } from '../../../components/sports/market/MatchProvider';
import { LiveFeedFrame } from './LiveFeedFrame';
import { MatchMarkets } from './MatchMarkets';
import { TimingBanner } from './TimingBanner';
import { useGameStatus } from './useGameStatus';
import type { MatchParams } from './useMatchParams';
import { usePollErrorToasts } from './usePollErrorToasts';
import { touchMinHeight } from '../../../theme/touchTargets';

type PageTab = 'details' | 'score' | 'tv';

/**
 * MKT-02: Game Details (the markets), Live Score and Live Match, under the timing banner. In play is what the odds
 * feed says; the link's `inplay` (or the match record) only stands in until the feed's first answer.
 */
export function MatchView({ params, marketIds }: { params: MatchParams; marketIds: string }) {
  const { eventId, leagueId, matchId, eventName, sportsName, gameTime } = params;
  const key = useMemo<MatchKey>(() => ({ eventId, leagueId, matchId, marketIds }), [eventId, leagueId, matchId, marketIds]);
  const feedInPlay = useObservableState(getFeedInPlay$(key));
  const inPlay = feedInPlay ?? params.inPlay;
  const info = useMemo<MatchInfo>(() => ({ key, eventName, sportsName, inPlay }), [key, eventName, sportsName, inPlay]);
  const follow = useMemo(() => ({ ...key, eventName, gameTime, inPlay, sportsName }), [key, eventName, gameTime, inPlay, sportsName]);
  const [tab, setTab] = useState<PageTab>('details');
  const gameStatus = useGameStatus(key, feedInPlay);
  usePollErrorToasts(key);
  useEffect(() => closeSlip, []);
  return (
    <MatchProvider info={info}>
      <Stack spacing={1.5}>
        <TimingBanner eventId={eventId} eventName={eventName} gameTime={gameTime} inPlay={inPlay} gameStatus={gameStatus} />
        <Tabs
          value={tab}
          onChange={(_, next: PageTab) => setTab(next)}
          variant="fullWidth"
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 1,
            ...touchMinHeight(40),
            '& .MuiTab-root': { ...touchMinHeight(40), fontWeight: 700 },
          }}
        >
          <Tab value="details" label={strings.gameDetails} />
          <Tab value="score" label={strings.liveScore} />
          <Tab value="tv" label={strings.liveMatch} />
        </Tabs>
        {tab === 'score' && <LiveFeedFrame frame="score" matchId={matchId} sportId={eventId} />}
        {tab === 'tv' && <LiveFeedFrame frame="tv" matchId={matchId} sportId={eventId} />}
        <MatchMarkets follow={follow} />
      </Stack>
    </MatchProvider>
  );
}
