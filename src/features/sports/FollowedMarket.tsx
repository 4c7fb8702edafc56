import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link } from '../../components/RouterLink';
import { matchLink } from '../../../streams/sports/matchLink';
import type { FollowedMarket as Followed } from '../../../streams/sports/multiMarkets';
import type { MatchInfo } from '../../components/sports/market/MatchContext';
import { MatchProvider } from '../../components/sports/market/MatchProvider';
import { MatchOddsSection } from '../../components/sports/market/MatchOddsSection';
import { FollowButton } from './match/FollowButton';

/** One followed match on Multi Markets: its name (to its page) and its live match odds, bettable in place. */
export function FollowedMarket({ entry }: { entry: Followed }) {
  const info = useMemo<MatchInfo>(
    () => ({
      key: { eventId: entry.eventId, leagueId: entry.leagueId, matchId: entry.matchId, marketIds: entry.marketIds },
      eventName: entry.eventName,
      sportsName: entry.sportsName,
      inPlay: entry.inPlay,
    }),
    [entry],
  );
  const link = matchLink({
    eventId: entry.eventId,
    competitionId: entry.leagueId,
    matchId: entry.matchId,
    openDate: entry.gameTime,
    eventName: entry.eventName,
    matchOdds: [{ inplay: entry.inPlay }],
  });
  return (
    <MatchProvider info={info}>
      <Stack spacing={0.75}>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography component={Link} to={link} sx={{ fontWeight: 800, color: 'text.primary' }}>
            {entry.eventName}
          </Typography>
          <FollowButton entry={entry} />
        </Stack>
        <MatchOddsSection />
      </Stack>
    </MatchProvider>
  );
}
