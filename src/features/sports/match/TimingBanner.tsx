import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { strings } from '../../../../contract/strings';
import { SportIcon } from '../../../components/sports/SportIcon';

/** MKT-05: cricket, tennis and soccer get a timing banner. */
export const TIMED_SPORTS = new Set([4, 2, 1]);

interface Props {
  eventId: number;
  eventName: string;
  gameTime: string;
  inPlay: boolean;
  gameStatus: string;
}

/** MKT-05 MKT-06 OPEN-046: the match name, its start (local) or In Play, and the header game status. */
export function TimingBanner({ eventId, eventName, gameTime, inPlay, gameStatus }: Props) {
  const timed = TIMED_SPORTS.has(eventId);
  return (
    <Box
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 1,
        background: (theme) => theme.brand.headerBackground,
        color: (theme) => theme.brand.headerText,
      }}
    >
      <Stack direction="row" spacing={1.5} alignItems="center">
        <SportIcon eventId={eventId} active />
        <Typography variant="h6" component="h1" sx={{ fontWeight: 800, flex: 1, minWidth: 0, lineHeight: 1.2 }}>
          {eventName}
        </Typography>
        <Typography
          component="span"
          data-testid="game-status"
          sx={{ fontSize: 12, fontWeight: 800, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.25)' }}
        >
          {gameStatus}
        </Typography>
      </Stack>
      {timed && (
        <Typography data-testid="timing-banner" sx={{ mt: 0.5, fontSize: 13, fontWeight: 600, opacity: 0.9 }}>
          {inPlay ? strings.inPlay : `${strings.startsAt} ${dayjs(gameTime).format('ddd D MMM, HH:mm')}`}
        </Typography>
      )}
    </Box>
  );
}
