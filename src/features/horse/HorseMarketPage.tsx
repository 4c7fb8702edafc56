import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { strings } from '../../../contract/strings';
import { events$ } from '../../../streams/sports/events$';
import { getFeedInPlay$ } from '../../../streams/sports/match/feedInPlay$';
import type { MatchKey } from '../../../streams/sports/match/matchKey';
import { closeSlip } from '../../../streams/sports/slip/slip$';
import type { MatchInfo } from '../../components/sports/market/MatchContext';
import { MatchProvider } from '../../components/sports/market/MatchProvider';
import { MatchOddsSection } from '../../components/sports/market/MatchOddsSection';
import { HorseIcon } from '../../components/sports/HorseIcon';

/** HORSE-12 OPEN-031: Horse Racing's canonical sport id; the race is its own league, match and market (gmid). */
const HORSE_RACING_ID = 135;

/** SHELL-16 OPEN-070: /HorseMarket?gmid=… — the race's runners with back and lay prices, bet like match odds; in play as its feed says. */
export function HorseMarketPage() {
  const [query] = useSearchParams();
  const gmid = query.get('gmid') ?? '';
  const raceName = query.get('raceName') ?? '';
  const sports = useObservableState(events$);
  const sportsName = sports?.data?.find((sport) => sport.eventId === HORSE_RACING_ID)?.name ?? strings.horseRacing;
  const key = useMemo<MatchKey>(() => ({ eventId: HORSE_RACING_ID, leagueId: gmid, matchId: gmid, marketIds: gmid }), [gmid]);
  const inPlay = useObservableState(getFeedInPlay$(key)) ?? false;
  const info = useMemo<MatchInfo>(() => ({ key, eventName: raceName, sportsName, inPlay }), [key, raceName, sportsName, inPlay]);
  useEffect(() => closeSlip, []);
  return (
    <MatchProvider info={info}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1.5}
          alignItems="center"
          sx={{
            px: 2,
            py: 1.5,
            borderRadius: 1,
            background: (theme) => theme.brand.headerBackground,
            color: (theme) => theme.brand.headerText,
          }}
        >
          <HorseIcon />
          <Typography variant="h6" component="h1" sx={{ fontWeight: 800 }}>
            {raceName}
          </Typography>
        </Stack>
        {gmid !== '' && <MatchOddsSection />}
      </Stack>
    </MatchProvider>
  );
}
