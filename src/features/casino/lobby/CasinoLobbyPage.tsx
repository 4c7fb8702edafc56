import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../../contract/strings';
import { CasinoLobby } from '../../../components/casino/CasinoLobby';

/** LOBBY-01..09: the casino lobby page — its heading, then the lobby (shared with the home page's Casino tab, HOME-03). */
export function CasinoLobbyPage() {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {strings.liveCasino}
      </Typography>
      <CasinoLobby />
    </Stack>
  );
}
