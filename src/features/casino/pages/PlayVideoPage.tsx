import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { strings } from '../../../../contract/strings';
import { LaunchBackdrop } from './LaunchBackdrop';

interface VideoState {
  videoUrl?: unknown;
  name?: unknown;
}

/** LOBBY-13 CAS-OTH-02: a stub entry's video, from the navigation state; without one, "launched soon". */
export function PlayVideoPage() {
  const state = (useLocation().state ?? {}) as VideoState;
  if (typeof state.videoUrl !== 'string' || !state.videoUrl.startsWith('/')) {
    return <LaunchBackdrop busy={false}>{strings.casinoLaunchedSoon}</LaunchBackdrop>;
  }
  return (
    <Stack spacing={1.5}>
      {typeof state.name === 'string' && (
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          {state.name}
        </Typography>
      )}
      <Box sx={{ aspectRatio: '16 / 9', borderRadius: 3, overflow: 'hidden', bgcolor: '#000' }}>
        <Box component="iframe" title={strings.casinoVideo} src={state.videoUrl} sx={{ width: '100%', height: '100%', border: 0 }} />
      </Box>
    </Stack>
  );
}
