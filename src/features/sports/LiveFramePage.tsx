import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { liveFrameUrl, type LiveFrame } from '../../../streams/sports/liveFrames';
import { strings } from '../../../contract/strings';

/** SHELL-18..20: /tv and /score — the frame alone, filling the window (the shell hides its header here). */
export function LiveFramePage({ frame }: { frame: LiveFrame }) {
  const [query] = useSearchParams();
  return (
    <Box
      component="iframe"
      title={frame === 'score' ? strings.liveScore : strings.liveMatch}
      src={liveFrameUrl(frame, query.get('event_id') ?? '', query.get('sport_id') ?? '')}
      sx={{ display: 'block', width: '100vw', height: '100vh', border: 0 }}
    />
  );
}

export const TvPage = () => <LiveFramePage frame="tv" />;
export const ScorePage = () => <LiveFramePage frame="score" />;
