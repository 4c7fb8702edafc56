import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { CasinoResult, CasinoRoundHeader, CasinoRunner } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { tableVideo } from './casinoVideoUrl';
import { CountdownDial } from './CountdownDial';
import { useVideoFeed } from './useVideoFeed';

interface VideoPanelProps {
  videoId: string;
  round: CasinoRoundHeader | undefined;
  runners: readonly CasinoRunner[];
  results: readonly CasinoResult[];
  countdown: number;
}

/**
 * CAS-ALL-01: the dealer video (it deals the round's cards) with the table's own round id and countdown dial
 * over it — the overlay owns those two, from the table's streams, whichever video host is configured.
 */
export function VideoPanel({ videoId, round, runners, results, countdown }: VideoPanelProps) {
  const video = useMemo(() => tableVideo(videoId), [videoId]);
  const data = useMemo(() => (round ? { t1: [round], t2: [...runners], result: [...results] } : undefined), [round, runners, results]);
  const { setFrame, onLoad } = useVideoFeed(data, video.fedByTable);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#05140d', borderRadius: 2, overflow: 'hidden' }}>
      <Box
        component="iframe"
        ref={setFrame}
        onLoad={onLoad}
        title={strings.casinoVideo}
        src={video.src}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
      <Typography
        data-testid="round-id"
        // On a phone the video's own banner (top centre) reaches the corner: the round id goes to the bottom left.
        sx={{
          position: 'absolute',
          top: { xs: 'auto', sm: 8 },
          bottom: { xs: 6, sm: 'auto' },
          left: { xs: 6, sm: 8 },
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: '#fff',
          fontSize: { xs: 12, sm: 13 },
        }}
      >
        {strings.roundId}: {round?.mid ?? '—'}
      </Typography>
      <Box sx={{ position: 'absolute', right: { xs: 6, sm: 10 }, bottom: { xs: 6, sm: 10 } }}>
        <CountdownDial countdown={countdown} />
      </Box>
    </Box>
  );
}
