import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CasinoRoundHeader } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { casinoVideoUrl } from './casinoVideoUrl';
import { CountdownDial } from './CountdownDial';
import { RoundCards } from './RoundCards';

interface VideoPanelProps {
  videoId: string;
  round: CasinoRoundHeader | undefined;
  countdown: number;
}

/** CAS-ALL-01: the dealer video with the round id, the cards as dealt and the countdown dial over it. */
export function VideoPanel({ videoId, round, countdown }: VideoPanelProps) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#05140d', borderRadius: 2, overflow: 'hidden' }}>
      <Box
        component="iframe"
        title={strings.casinoVideo}
        src={casinoVideoUrl(videoId)}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
      <Typography
        data-testid="round-id"
        sx={{ position: 'absolute', top: 8, left: 8, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', fontSize: 13 }}
      >
        {strings.roundId}: {round?.mid ?? '—'}
      </Typography>
      {round && (
        <Box sx={{ position: 'absolute', top: 40, left: 8 }}>
          <RoundCards round={round} width={34} />
        </Box>
      )}
      <Box sx={{ position: 'absolute', right: 10, bottom: 10 }}>
        <CountdownDial countdown={countdown} />
      </Box>
    </Box>
  );
}
