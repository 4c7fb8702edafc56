import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { strings } from '../../../../contract/strings';
import { casinoGames$ } from '../../../../streams/casino/casinoGames$';
import { getBetDetails$ } from '../../../../streams/sports/getBetDetails$';
import { LaunchBackdrop } from './LaunchBackdrop';
import { RoundBetList } from '../table/RoundBetList';

/**
 * LOBBY-14 OPEN-078 OPEN-090: the casino entry of the exposure list (/casino/{eventId}/{legueId}/{matchId}):
 * the game, its markets and the user's bets on it; its open-table button is disabled.
 */
export function CasinoEntryPage() {
  const { id1 = '', id2 = '', id3 = '' } = useParams();
  const games = useObservableState(casinoGames$);
  const game = games?.data?.find(
    (candidate) => String(candidate.eventId) === id1 && candidate.legueId === id2 && candidate.matchId === id3,
  );
  const bets$ = useMemo(() => getBetDetails$(id3), [id3]);
  const bets = useObservableState(bets$, []);
  if (!game) return <LaunchBackdrop busy={!games?.data}>{games?.data ? strings.casinoLaunchedSoon : undefined}</LaunchBackdrop>;
  return (
    <Paper sx={{ p: 2, borderRadius: 3, backgroundImage: 'url(/casino/table-felt.svg)', backgroundSize: 'cover', color: '#fff' }}>
      <Stack spacing={2}>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
            {game.name}
          </Typography>
          <Button variant="contained" color="secondary" disabled>
            {strings.openTable}
          </Button>
        </Stack>
        <Typography sx={{ opacity: 0.85 }}>
          {strings.casinoEntryMarkets}: {game.markets.map((market) => market.markettype).join(', ')}
        </Typography>
        <RoundBetList bets={bets} />
      </Stack>
    </Paper>
  );
}
